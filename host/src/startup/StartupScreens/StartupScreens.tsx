import { Alert, LoadingState } from '@assess/ui';
import * as styles from './StartupScreens.css.ts';

export const CONFIG_WARNING_LEAD = 'The app started with some configuration issues:';
export const CONFIG_WARNING_TAIL = 'The app will continue to load, but some features may not work correctly.';
export const INVALID_AUTH_CONFIG = 'The auth service configuration is invalid:';

/** The start-up loading state, before the configuration is read. */
export function StartupLoading() {
  return (
    <div className={styles.centre}>
      <LoadingState title="Loading Assess..." />
    </div>
  );
}

/** A configuration problem that does not stop the app (spec 01 §2): a warning above the app. */
export function ConfigWarning({ issues }: { issues: readonly string[] }) {
  return (
    <div className={styles.warning}>
      <Alert severity="warning" autoDismiss={false} closeLabel="Dismiss">
        {CONFIG_WARNING_LEAD} {issues.join(' ')} {CONFIG_WARNING_TAIL}
      </Alert>
    </div>
  );
}

/** A missing or invalid auth-service address or key stops the app with the reasons (spec 01 §8). */
export function InvalidConfigScreen({ reasons }: { reasons: readonly string[] }) {
  return (
    <main className={styles.centre}>
      <div role="alert" className={styles.panel}>
        <h1 className={styles.title}>Assess cannot start</h1>
        <p>{INVALID_AUTH_CONFIG}</p>
        <ul>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <p className={styles.hint}>
          Set the auth service address and anon key in /config.json (supabaseUrl, supabaseAnonKey) or in the build
          environment (VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY), then reload the page.
        </p>
      </div>
    </main>
  );
}
