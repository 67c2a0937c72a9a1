import {
  AUTH_MESSAGES,
  registrationPasswordStrength,
  validateRegistrationStep,
  validateRegistrationSubmit,
  type RegistrationForm,
  type RegistrationStep,
  routeTo,
} from '@assess/core';
import { Alert, Button, Select, Stepper, TextField } from '@assess/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDelayedNavigate } from '../../../hooks/useDelayedNavigate.ts';
import { useServices } from '../../../services/ServicesContext.tsx';
import * as styles from '../shared/auth.css.ts';
import { rememberGoogleStart, useGoogleEnabled } from '../shared/google.ts';
import { GoogleButton } from '../shared/GoogleButton.tsx';
import { TermsAgreement } from '../shared/TermsAgreement.tsx';
import { authFailureText, GOOGLE_SIGN_UP_FAILED, googleFailureText, type LoginNavigationState, REGISTRATION_STEPS, REGISTRATION_SUCCESS } from '../shared/texts.ts';
import { ConfirmPasswordField, PasswordField } from '../shared/PasswordField.tsx';
import { SignInPrompt } from '../shared/SignInPrompt.tsx';
import { StrengthMeter } from '../shared/StrengthMeter.tsx';

/** After a successful registration the page goes to /login after 3 s (spec 01 §9). */
export const REGISTRATION_REDIRECT_MS = 3000;

const EMPTY: RegistrationForm = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  organizationName: '',
  role: 'student',
  agreeToTerms: false,
};

/** The three-step registration wizard (spec 01 §2, §4, §5). Public self-registration offers only the student role. */
export function RegisterPage() {
  const { auth } = useServices();
  const goLater = useDelayedNavigate();
  const [step, setStep] = useState<RegistrationStep>(0);
  const [form, setForm] = useState<RegistrationForm>(EMPTY);
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(() => (location.state as LoginNavigationState | null)?.error ?? null);
  const googleEnabled = useGoogleEnabled();
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState<'submit' | 'google' | null>(null);

  // A failed Google sign-up's message is shown once: a reload or Back does not show it again.
  useEffect(() => {
    if ((location.state as LoginNavigationState | null)?.error) void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [location, navigate]);

  const set = <K extends keyof RegistrationForm>(key: K, value: RegistrationForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const next = () => {
    const invalid = validateRegistrationStep(step, form);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setStep((current) => (current < 2 ? ((current + 1) as RegistrationStep) : current));
  };

  const back = () => {
    setError(null);
    setStep((current) => (current > 0 ? ((current - 1) as RegistrationStep) : current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step < 2) {
      next();
      return;
    }
    const invalid = validateRegistrationSubmit(form);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setBusy('submit');
    try {
      await auth.signUp(form.email, form.password, { firstName: form.firstName, lastName: form.lastName, role: form.role });
      setSuccess(REGISTRATION_SUCCESS);
      goLater({ to: routeTo('login'), delayMs: REGISTRATION_REDIRECT_MS, options: { state: { message: REGISTRATION_SUCCESS } } });
    } catch (failure) {
      setError(authFailureText(failure, AUTH_MESSAGES.signUpFailed));
      setBusy(null);
    }
  };

  const google = async () => {
    setError(null);
    setBusy('google');
    rememberGoogleStart(routeTo('register'));
    try {
      await auth.signInWithGoogle();
    } catch (failure) {
      setError(googleFailureText(failure, GOOGLE_SIGN_UP_FAILED));
      setBusy(null);
    }
  };

  const strength = registrationPasswordStrength(form.password);

  return (
    <>
      <h1 className={styles.title}>Create your account</h1>
      <p className={styles.subtitle}>Join Assess as a student</p>
      <Stepper steps={REGISTRATION_STEPS} activeStep={success ? 3 : step} label="Registration steps" className={styles.stepper} />
      {!success && (
        <p className={styles.stepCaption} aria-hidden="true">
          Step {step + 1} of {REGISTRATION_STEPS.length}: {REGISTRATION_STEPS[step]}
        </p>
      )}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {error && <Alert severity="error">{error}</Alert>}
        {success && (
          <Alert severity="success" autoDismiss={false}>
            {success}
          </Alert>
        )}

        {step === 0 && (
          <>
            <div className={styles.row}>
              <TextField label="First Name" name="firstName" autoComplete="given-name" value={form.firstName} onChange={(e) => set('firstName', e.target.value)} required fullWidth />
              <TextField label="Last Name" name="lastName" autoComplete="family-name" value={form.lastName} onChange={(e) => set('lastName', e.target.value)} required fullWidth />
            </div>
            <TextField label="Email" name="email" type="email" autoComplete="email" value={form.email} onChange={(e) => set('email', e.target.value)} required fullWidth />
            <TextField
              label="School or Organization (optional)"
              name="organizationName"
              autoComplete="organization"
              value={form.organizationName ?? ''}
              onChange={(e) => set('organizationName', e.target.value)}
              fullWidth
            />
          </>
        )}

        {step === 1 && (
          <>
            <PasswordField label="Password" name="password" value={form.password} onChange={(value) => set('password', value)} autoComplete="new-password" required />
            {form.password !== '' && <StrengthMeter percent={strength.score} label={strength.label} />}
            <ConfirmPasswordField password={form.password} value={form.confirmPassword} onChange={(value) => set('confirmPassword', value)} />
            <Select label="Role" name="role" value={form.role} onChange={(e) => set('role', e.target.value)} options={[{ value: 'student', label: 'Student' }]} required fullWidth />
          </>
        )}

        {step === 2 && (
          <>
            <dl className={styles.summary}>
              <dt className={styles.summaryLabel}>Name</dt>
              <dd className={styles.summaryValue}>{`${form.firstName} ${form.lastName}`}</dd>
              <dt className={styles.summaryLabel}>Email</dt>
              <dd className={styles.summaryValue}>{form.email}</dd>
              <dt className={styles.summaryLabel}>Role</dt>
              <dd className={styles.summaryValue}>Student</dd>
            </dl>
            <TermsAgreement checked={form.agreeToTerms} onChange={(checked) => set('agreeToTerms', checked)} />
          </>
        )}

        <div className={styles.buttons}>
          <Button variant="text" onClick={back} disabled={step === 0 || busy !== null || success !== null}>
            Back
          </Button>
          {step < 2 ? (
            <Button type="submit">Next</Button>
          ) : (
            <Button type="submit" loading={busy === 'submit'} disabled={success !== null}>
              Create Account
            </Button>
          )}
        </div>

        {step === 0 && googleEnabled && (
          <>
            <div className={styles.divider}>or</div>
            <GoogleButton label="Sign up with Google" onClick={() => void google()} loading={busy === 'google'} />
          </>
        )}
      </form>
      <SignInPrompt />
    </>
  );
}
