import { useEffect, useState, type ReactNode } from 'react';
import type { ConfigCheck } from '../config/app-config.ts';
import { createServices, type Services } from '../services/services.ts';
import { useAppliedTheme } from '../theme/useAppliedTheme.ts';
import { INVALID_AUTH_CONFIG, InvalidConfigScreen, StartupLoading } from './StartupScreens/StartupScreens.tsx';

type Started = { status: 'loading' } | { status: 'invalid'; reasons: string[] } | { status: 'ready'; services: Services; warnings: string[] };

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
  const [started, setStarted] = useState<Started>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void (async () => {
      const [check] = await Promise.all([loadConfig(), prepare?.()]);
      if (!current) return;
      if (!check.ok) {
        console.error(`${INVALID_AUTH_CONFIG} ${check.reasons.join(' ')}`);
        setStarted({ status: 'invalid', reasons: check.reasons });
        return;
      }
      if (check.warnings.length > 0) console.warn('Assess configuration issues:', check.warnings.join(' '));
      setStarted({ status: 'ready', services: makeServices(check.config), warnings: check.warnings });
    })();
    return () => {
      current = false;
    };
  }, [loadConfig, prepare, makeServices]);

  if (started.status === 'loading') return <StartupLoading />;
  if (started.status === 'invalid') return <InvalidConfigScreen reasons={started.reasons} />;
  return children(started.services, started.warnings);
}
