import { useResource } from '@assess/ui';
import { useMemo, type ReactNode } from 'react';
import type { ConfigCheck } from '../config/app-config.ts';
import { createServices, type Services } from '../services/services.ts';
import { useAppliedTheme } from '../theme/useAppliedTheme.ts';
import { INVALID_AUTH_CONFIG, InvalidConfigScreen, StartupLoading } from './StartupScreens/StartupScreens.tsx';

export interface StartupProps {
  /** Reads and checks the configuration. */
  loadConfig: () => Promise<ConfigCheck>;
  /** Work that must finish before the app shows (the mobile wait). */
  prepare?: () => Promise<void>;
  children: (services: Services, warnings: string[]) => ReactNode;
  makeServices?: typeof createServices;
}

/** Start-up (spec 01 §2): a loading state, then the app, or the stop screen for an invalid auth configuration. */
export function Startup({ loadConfig, prepare, children, makeServices = createServices }: StartupProps) {
  useAppliedTheme();
  // Read once: the configuration and the preparation together; an earlier read that was dropped says nothing.
  const { resource } = useResource('startup', async ({ signal }) => {
    const [check] = await Promise.all([loadConfig(), prepare?.()]);
    signal.throwIfAborted();
    if (!check.ok) console.error(`${INVALID_AUTH_CONFIG} ${check.reasons.join(' ')}`);
    else if (check.warnings.length > 0) console.warn('Assess configuration issues:', check.warnings.join(' '));
    return check;
  });
  const check = resource.kind === 'data' ? resource.data : null;
  const services = useMemo(() => (check?.ok ? makeServices(check.config) : null), [check, makeServices]);

  if (!check) return <StartupLoading />;
  if (!check.ok) return <InvalidConfigScreen reasons={check.reasons} />;
  return services ? children(services, check.warnings) : <StartupLoading />;
}
