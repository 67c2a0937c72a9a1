import {
  AUTH_MESSAGES,
  RESET_PASSWORD_REQUIREMENTS,
  resetPasswordStrength,
  unmetResetPasswordRequirements,
  validateResetPasswordForm,
  routeTo,
} from '@assess/core';
import { Alert, Button, LoadingState, buttonClassName, visuallyHidden } from '@assess/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDelayedNavigate } from '../../../hooks/useDelayedNavigate.ts';
import { useServices } from '../../../services/ServicesContext.tsx';
import * as styles from '../shared/auth.css.ts';
import { authFailureText, PASSWORD_UPDATED_TITLE, RESET_LINK_EXPIRY_TEXT, UPDATE_FAILED } from '../shared/texts.ts';
import { ConfirmPasswordField, PasswordField } from '../shared/PasswordField.tsx';
import { StrengthMeter } from '../shared/StrengthMeter.tsx';
import { useResetLink } from './useResetLink.ts';

/** After an update the page continues after 2 s (spec 01 §4). */
export const RESET_CONTINUE_MS = 2000;

/** Set a new password (spec 01 §2, §4, §5): verifying, invalid link, the form, then success. */
export function ResetPasswordPage() {
  const { auth } = useServices();
  const navigate = useNavigate();
  const goLater = useDelayedNavigate();
  const link = useResetLink();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [next, setNext] = useState<string | null>(null);
  /** Why the link turned out spent or expired when the password was set: the page then offers a new link. */
  const [spent, setSpent] = useState<string | null>(null);

  if (link.status === 'verifying') return <LoadingState title="Verifying your reset link..." />;

  if (link.status === 'invalid' || spent) {
    return (
      <div className={styles.centred}>
        <h1 className={styles.title}>Invalid Reset Link</h1>
        <Alert severity="error">{link.status === 'invalid' ? link.message : spent}</Alert>
        <p>{RESET_LINK_EXPIRY_TEXT} You can request a new one.</p>
        <Link to={routeTo('forgotPassword')} className={buttonClassName({ variant: 'primary', fullWidth: true })}>
          Request New Reset Link
        </Link>
        <Link to={routeTo('login')} className={buttonClassName({ variant: 'outlined', fullWidth: true })}>
          Back to Login
        </Link>
      </div>
    );
  }

  if (next) {
    return (
      <div className={styles.centred}>
        <h1 className={styles.title}>{PASSWORD_UPDATED_TITLE}</h1>
        <Alert severity="success" autoDismiss={false}>
          Your password has been changed.
        </Alert>
        <p>{next === routeTo('dashboard') ? 'Taking you to your dashboard...' : 'Taking you to the sign-in page...'}</p>
        <Button fullWidth onClick={() => void navigate(next, { replace: true })}>
          Continue Now
        </Button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateResetPasswordForm({ password, confirmPassword });
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      let signedIn: boolean;
      if (link.mode === 'token') {
        signedIn = (await auth.resetPasswordWithToken(link.tokenHash, password)).signedIn;
      } else {
        await auth.updatePassword(password);
        signedIn = true;
      }
      const session = signedIn ? await auth.getSession() : null;
      const target = session ? routeTo('dashboard') : routeTo('login');
      setNext(target);
      goLater({
        to: target,
        delayMs: RESET_CONTINUE_MS,
        options: { replace: true, state: session ? undefined : { message: 'Your password has been updated. Please sign in.' } },
      });
    } catch (failure) {
      // A token link is checked when the password is set: one already used or expired is said so, with a new one offered.
      if (failure instanceof Error && failure.message === AUTH_MESSAGES.resetTokenInvalid) setSpent(failure.message);
      else setError(authFailureText(failure, UPDATE_FAILED));
    } finally {
      setSaving(false);
    }
  };

  const unmet = new Set(unmetResetPasswordRequirements(password));
  const strength = resetPasswordStrength(password);

  return (
    <>
      <h1 className={styles.title}>Set a new password</h1>
      <p className={styles.subtitle}>Choose a strong password you have not used here before.</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {error && <Alert severity="error">{error}</Alert>}
        <PasswordField label="New Password" name="password" value={password} onChange={setPassword} autoComplete="new-password" required />
        {password !== '' && <StrengthMeter percent={strength.score * 25} label={strength.label} />}
        <ul className={styles.requirements} aria-label="Password requirements">
          {Object.values(RESET_PASSWORD_REQUIREMENTS).map((text) => (
            <li key={text} className={unmet.has(text) ? styles.unmet : styles.met}>
              <span aria-hidden="true">{unmet.has(text) ? '○ ' : '✓ '}</span>
              {text}
              <span className={visuallyHidden}>
                {unmet.has(text) ? ' (not met)' : ' (met)'}
              </span>
            </li>
          ))}
        </ul>
        <ConfirmPasswordField label="Confirm New Password" password={password} value={confirmPassword} onChange={setConfirmPassword} />
        <Button type="submit" fullWidth loading={saving}>
          Update Password
        </Button>
      </form>
    </>
  );
}
