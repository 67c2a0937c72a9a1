import { routeTo, type AuthCallbackResult } from '@assess/core';
import { Alert, LoadingState, buttonClassName } from '@assess/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDelayedNavigate } from '../../../hooks/useDelayedNavigate.ts';
import { useServices } from '../../../services/ServicesContext.tsx';
import * as styles from '../shared/auth.css.ts';
import { EMAIL_CONFIRMED_TEXT, LINK_USED_HELP, SIGNED_IN_TEXT } from '../shared/texts.ts';

/**
 * The return from sign-in, confirmation, recovery or an external provider (spec 01 §2, decision 9): loading,
 * then success (to /dashboard after 2 s) or an error (to /login after 3 s); a recovery link goes on at once. An
 * e-mailed link already used or expired stays here, says so and offers a new one.
 */
export function AuthCallbackPage() {
  const { auth } = useServices();
  const navigate = useNavigate();
  const goLater = useDelayedNavigate();
  const [result, setResult] = useState<AuthCallbackResult | null>(null);
  const started = useRef<Promise<AuthCallbackResult> | null>(null);

  useEffect(() => {
    let current = true;
    started.current ??= auth.handleAuthCallback(window.location.href);
    void started.current.then((outcome) => {
      if (!current) return;
      setResult(outcome);
      if (outcome.status === 'recovery') void navigate(outcome.redirectTo, { replace: true });
      else if (outcome.status !== 'link-used') goLater({ to: outcome.redirectTo, delayMs: outcome.delayMs, options: { replace: true } });
    });
    return () => {
      current = false;
    };
  }, [auth, navigate, goLater]);

  if (!result || result.status === 'recovery') return <LoadingState title="Completing sign-in..." description="Please wait a moment." />;

  if (result.status === 'link-used') {
    return (
      <div className={styles.centred}>
        <h1 className={styles.title}>Link already used or expired</h1>
        <Alert severity="error">{result.message}</Alert>
        <p>{LINK_USED_HELP}</p>
        <Link to={routeTo('login')} className={buttonClassName({ variant: 'primary', fullWidth: true })}>
          Sign In
        </Link>
        <Link to={routeTo('register')} className={buttonClassName({ variant: 'outlined', fullWidth: true })}>
          Sign Up Again
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.centred}>
      <h1 className={styles.title}>{result.status === 'success' ? 'Welcome to Assess' : 'Sign-in problem'}</h1>
      {result.status === 'success' ? (
        <Alert severity="success" autoDismiss={false}>
          {result.kind === 'confirmed' ? EMAIL_CONFIRMED_TEXT : SIGNED_IN_TEXT}
        </Alert>
      ) : (
        <>
          <Alert severity="error">{result.message}</Alert>
          <p>Taking you back to the sign-in page...</p>
        </>
      )}
    </div>
  );
}
