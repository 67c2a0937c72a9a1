import { atom } from 'nanostores';
import { createContext, useCallback, useContext } from 'react';
import { useStore } from '@nanostores/react';

/** What an element needs to reach the backend, from attributes on the element or one configure() call. */
export interface ElementConfig {
  /** Where the Assess backend is, e.g. https://assess.example.org; calls go to its /api. Default: this page's origin. */
  apiBaseUrl?: string;
  /** The auth service (ours or a Supabase project), e.g. https://assess.example.org; supabase-js adds /auth/v1. */
  authUrl?: string;
  /** A bearer token given by a partner portal or an LTI launch instead of a signed-in session. */
  accessToken?: string;
  /** Where links lead when no host handles assess-navigate, e.g. https://assess.example.org. */
  linkBaseUrl?: string;
}

/** The attribute each configuration value is read from on any element. */
export const CONFIG_ATTRIBUTES = {
  'api-base-url': 'apiBaseUrl',
  'auth-url': 'authUrl',
  'access-token': 'accessToken',
  'link-base-url': 'linkBaseUrl',
} as const satisfies Record<string, keyof ElementConfig>;

export type ConfigAttribute = keyof typeof CONFIG_ATTRIBUTES;

/** Page-wide configuration shared by every element (one store, as all elements share one runtime). */
export const $elementConfig = atom<ElementConfig>({});

/** Sets page-wide configuration for every element; values given replace earlier ones, others stay. */
export function configure(config: ElementConfig): void {
  $elementConfig.set({ ...$elementConfig.get(), ...config });
}

/** An element's own configuration attributes, laid over the page-wide configuration. */
export const ElementConfigContext = createContext<ElementConfig | null>(null);

/**
 * The configuration a screen should use: the element's (attributes over configure()) inside an element,
 * the page-wide configuration when the component is rendered by a React host directly.
 */
export function useElementConfig(): ElementConfig {
  const fromElement = useContext(ElementConfigContext);
  const pageWide = useStore($elementConfig);
  return fromElement ?? pageWide;
}

/** A product route as a link: under the configured link base URL (the Assess site) when there is one. */
function routeHref(linkBaseUrl: string | undefined, route: string): string {
  return `${(linkBaseUrl ?? '').replace(/\/+$/, '')}${route}`;
}

/** routeHref() under the configuration in effect: for links and for leaving a screen. */
export function useRouteHref(): (route: string) => string {
  const { linkBaseUrl } = useElementConfig();
  return useCallback((route: string) => routeHref(linkBaseUrl, route), [linkBaseUrl]);
}
