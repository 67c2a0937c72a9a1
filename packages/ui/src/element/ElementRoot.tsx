import { useMemo, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { themeClassFor, themeRootClass } from '../theme/index.ts';
import { resolveTheme, type ThemePreference } from '../theme/tokens.ts';
import { $prefersDark } from '@assess/core';
import { $elementConfig, ElementConfigContext, type ElementConfig } from './config.ts';
import { ElementHostContext } from './host-context.ts';

export interface ElementRootProps {
  host: HTMLElement;
  theme: ThemePreference;
  /** Configuration from the element's own attributes; it wins over configure(). */
  config: ElementConfig;
  children: ReactNode;
}

/**
 * What every element renders into its shadow root around the screen component: the host and configuration
 * contexts, and the wrapper that carries the theme class (custom properties set on a wrapper inside the
 * shadow root apply to the whole element, which :root or body rules outside never reach).
 */
export function ElementRoot({ host, theme, config, children }: ElementRootProps) {
  const prefersDark = useStore($prefersDark);
  const pageWide = useStore($elementConfig);
  const resolved = resolveTheme(theme, prefersDark);
  const merged = useMemo(() => ({ ...pageWide, ...config }), [pageWide, config]);
  return (
    <ElementHostContext.Provider value={host}>
      <ElementConfigContext.Provider value={merged}>
        <div part="base" className={`${themeRootClass} ${themeClassFor(resolved)}`} data-theme={resolved}>
          {children}
        </div>
      </ElementConfigContext.Provider>
    </ElementHostContext.Provider>
  );
}
