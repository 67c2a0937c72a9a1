import { createPasswordResetLimiter, validateForgotPasswordEmail, routeTo } from '@assess/core';
import { Alert, Button, TextField, buttonClassName } from '@assess/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useServices } from '../../../services/ServicesContext.tsx';
import * as styles from '../shared/auth.css.ts';
import { authFailureText, EMAIL_SENT_TITLE, SEND_FAILED } from '../shared/texts.ts';

/** Request a password-reset e-mail (spec 01 §2, §5): at most 3 per 15 minutes per address, counted in the browser. */
export function ForgotPasswordPage() {
  const { auth } = useServices();
  const [limiter] = useState(() => createPasswordResetLimiter());
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateForgotPasswordEmail(email);
    if (invalid) {
      setError(invalid);
      return;
    }
    const limit = limiter.check(email);
    if (!limit.allowed) {
      setError(limit.message);
      return;
    }
    setError(null);
    setSending(true);
    limiter.recordAttempt(email);
    try {
      await auth.resetPasswordForEmail(email);
      limiter.recordSuccess(email);
      setSentTo(email.trim());
    } catch (failure) {
      // The auth service's own limit reads as the page's: the limit message with the time sends are allowed again.
      setError(limiter.recordRefusal(email, failure) ?? authFailureText(failure, SEND_FAILED));
    } finally {
      setSending(false);
    }
  };

  if (sentTo) {
    return (
      <div className={styles.centred}>
        <h1 className={styles.title}>{EMAIL_SENT_TITLE}</h1>
        <p>
          If an account exists for <strong>{sentTo}</strong>, we have sent a link to reset its password. The link expires
          after 24 hours. Check your spam folder if it does not arrive within a few minutes.
        </p>
        <Link to={routeTo('login')} className={buttonClassName({ variant: 'primary', fullWidth: true })}>
          Return to Login
        </Link>
        <Button
          variant="outlined"
          fullWidth
          onClick={() => {
            setSentTo(null);
            setEmail('');
          }}
        >
          Try Different Email
        </Button>
      </div>
    );
  }

  return (
    <>
      <h1 className={styles.title}>Forgot your password?</h1>
      <p className={styles.subtitle}>Enter your email address and we will send you a link to reset it.</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required fullWidth />
        <Button type="submit" fullWidth loading={sending}>
          Send Reset Link
        </Button>
      </form>
      <p className={styles.footer}>
        Remembered it?{' '}
        <Link to={routeTo('login')} className={styles.link}>
          Back to Login
        </Link>
      </p>
    </>
  );
}
