import { AUTH_MESSAGES, AuthServiceError, confirmationResentText, validateLogin, routeTo } from '@assess/core';
import { Alert, Button, TextField } from '@assess/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useServices } from '../../../services/ServicesContext.tsx';
import * as styles from '../shared/auth.css.ts';
import { rememberGoogleStart, useGoogleEnabled } from '../shared/google.ts';
import { GoogleButton } from '../shared/GoogleButton.tsx';
import { authFailureText, GOOGLE_SIGN_IN_FAILED, googleFailureText, LOGIN_FAILED, type LoginNavigationState } from '../shared/texts.ts';
import { PasswordField } from '../shared/PasswordField.tsx';

/** Sign in (spec 01 §2): e-mail and password, Google, links to reset and register; success goes to /dashboard. */
export function LoginPage() {
  const { auth } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const [banner] = useState(() => (location.state as LoginNavigationState | null)?.message ?? null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(() => (location.state as LoginNavigationState | null)?.error ?? null);
  const googleEnabled = useGoogleEnabled();
  const [busy, setBusy] = useState<'password' | 'google' | 'resend' | null>(null);
  // The address of a sign-in refused as not confirmed yet: the page then offers to send its confirmation again.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [resent, setResent] = useState<string | null>(null);

  // The banner is shown once: the navigation state is cleared so a reload or Back does not show it again.
  useEffect(() => {
    const state = location.state as LoginNavigationState | null;
    if (state?.message || state?.error) {
      void navigate(location.pathname + location.search, { replace: true, state: null });
    }
  }, [location, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateLogin({ email, password });
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setResent(null);
    setBusy('password');
    try {
      await auth.signIn(email, password);
      await navigate(routeTo('dashboard'), { replace: true });
    } catch (failure) {
      setError(authFailureText(failure, LOGIN_FAILED));
      setUnconfirmed(failure instanceof AuthServiceError && failure.code === 'email_not_confirmed' ? email : null);
      setBusy(null);
    }
  };

  const resendConfirmation = async () => {
    if (!unconfirmed) return;
    setBusy('resend');
    try {
      await auth.resendConfirmation(unconfirmed);
      setError(null);
      setUnconfirmed(null);
      setResent(confirmationResentText(unconfirmed));
    } catch (failure) {
      // A refusal by the e-mail limit says how long to wait; the button stays for then.
      setError(authFailureText(failure, AUTH_MESSAGES.resendConfirmationFailed));
    } finally {
      setBusy(null);
    }
  };

  const google = async () => {
    setError(null);
    setBusy('google');
    rememberGoogleStart(routeTo('login'));
    try {
      await auth.signInWithGoogle();
    } catch (failure) {
      setError(googleFailureText(failure, GOOGLE_SIGN_IN_FAILED));
      setBusy(null);
    }
  };

  return (
    <>
      <h1 className={styles.title}>Welcome back</h1>
      <p className={styles.subtitle}>Sign in to continue to Assess</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {banner && (
          <Alert severity="success" closeLabel="Dismiss">
            {banner}
          </Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {resent && (
          <Alert severity="success" autoDismiss={false}>
            {resent}
          </Alert>
        )}
        {unconfirmed && (
          <Button type="button" variant="outlined" fullWidth loading={busy === 'resend'} disabled={busy !== null && busy !== 'resend'} onClick={() => void resendConfirmation()}>
            {AUTH_MESSAGES.resendConfirmation}
          </Button>
        )}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          fullWidth
        />
        <PasswordField label="Password" name="password" value={password} onChange={setPassword} autoComplete="current-password" required />
        <div className={styles.linkRow}>
          <Link to={routeTo('forgotPassword')} className={styles.link}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" fullWidth loading={busy === 'password'} disabled={busy === 'google' || busy === 'resend'}>
          Sign In
        </Button>
        {googleEnabled && (
          <>
            <div className={styles.divider}>or</div>
            <GoogleButton onClick={() => void google()} loading={busy === 'google'} />
          </>
        )}
      </form>
      <p className={styles.footer}>
        Don&apos;t have an account?{' '}
        <Link to={routeTo('register')} className={styles.link}>
          Sign up
        </Link>
      </p>
    </>
  );
}
