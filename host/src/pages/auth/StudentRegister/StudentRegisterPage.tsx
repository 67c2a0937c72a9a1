import {
  AUTH_MESSAGES,
  AuthServiceError,
  INVITATION_CODE_INVALID,
  INVITATION_USED_CODE,
  validateInvitationRegistration,
  type AuthService,
  type InvitationRegistrationForm,
  routeTo,
} from '@assess/core';
import { Alert, Button, TextField, buttonClassName } from '@assess/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDelayedNavigate } from '../../../hooks/useDelayedNavigate.ts';
import { useServices } from '../../../services/ServicesContext.tsx';
import * as styles from '../shared/auth.css.ts';
import { TermsAgreement } from '../shared/TermsAgreement.tsx';
import { authFailureText, INVITATION_LOGIN_MESSAGE, INVITATION_SUCCESS } from '../shared/texts.ts';
import { ConfirmPasswordField, PasswordField } from '../shared/PasswordField.tsx';
import { SignInPrompt } from '../shared/SignInPrompt.tsx';

type Invitation = Awaited<ReturnType<AuthService['verifyInvitation']>>;

/** After an invitation registration the page goes to /login after 2 s (spec 01 §9). */
export const INVITATION_REDIRECT_MS = 2000;

function splitName(name: unknown): [string, string] {
  if (typeof name !== 'string' || !name.trim()) return ['', ''];
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return [first, rest.join(' ')];
}

/** Student registration by invitation (spec 01 §2): the code is verified first, then the form appears. */
export function StudentRegisterPage() {
  const { auth } = useServices();
  const goLater = useDelayedNavigate();
  const [params] = useSearchParams();
  const codeFromLink = params.get('code')?.trim() ?? '';
  const [form, setForm] = useState<InvitationRegistrationForm>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
    invitationCode: codeFromLink,
    agreeToTerms: false,
  });
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  // A code already used to make an account: the way on is signing in, which the page then offers.
  const [used, setUsed] = useState(false);
  const autoVerified = useRef(false);

  const set = <K extends keyof InvitationRegistrationForm>(key: K, value: InvitationRegistrationForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const verify = async (code: string) => {
    if (!code.trim()) {
      setError(INVITATION_CODE_INVALID);
      return;
    }
    setVerifying(true);
    setError(null);
    setUsed(false);
    try {
      const found = await auth.verifyInvitation(code);
      const [firstName, lastName] = splitName(found.student_name);
      setInvitation(found);
      setForm((current) => ({
        ...current,
        email: typeof found.email === 'string' && found.email ? found.email : current.email,
        firstName: current.firstName || firstName,
        lastName: current.lastName || lastName,
      }));
    } catch (failure) {
      if (failure instanceof AuthServiceError && failure.code === INVITATION_USED_CODE) {
        setUsed(true);
        setError(failure.message);
        return;
      }
      const message = failure instanceof Error ? failure.message : '';
      setError(message === AUTH_MESSAGES.invitationVerifyFailed ? message : INVITATION_CODE_INVALID);
    } finally {
      setVerifying(false);
    }
  };

  // A link with ?code= is checked at once; the ref keeps a double-run effect from checking twice.
  useEffect(() => {
    if (!codeFromLink || autoVerified.current) return;
    autoVerified.current = true;
    void verify(codeFromLink);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the code the page was opened with
  }, [codeFromLink]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!invitation) {
      await verify(form.invitationCode);
      return;
    }
    const invalid = validateInvitationRegistration(form, invitation !== null);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await auth.signUpWithInvitation(form.email, form.password, form.invitationCode, form.firstName, form.lastName);
      setSuccess(INVITATION_SUCCESS);
      goLater({ to: routeTo('login'), delayMs: INVITATION_REDIRECT_MS, options: { state: { message: INVITATION_LOGIN_MESSAGE } } });
    } catch (failure) {
      setError(authFailureText(failure, AUTH_MESSAGES.signUpFailed));
      setSubmitting(false);
    }
  };

  const verified = invitation !== null;
  const emailLocked = verified && typeof invitation.email === 'string' && invitation.email !== '';

  return (
    <>
      <h1 className={styles.title}>Student Registration</h1>
      <p className={styles.subtitle}>Use the invitation code from your teacher to create your account</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {error && <Alert severity="error">{error}</Alert>}
        {used && (
          <Link to={routeTo('login')} className={buttonClassName({ fullWidth: true })}>
            Sign In
          </Link>
        )}
        {success && (
          <Alert severity="success" autoDismiss={false}>
            {success}
          </Alert>
        )}
        {verified && !success && (
          <Alert severity="success" autoDismiss={false}>
            Invitation verified{typeof invitation.student_name === 'string' && invitation.student_name ? ` for ${invitation.student_name}` : ''}.
          </Alert>
        )}
        <TextField
          label="Invitation Code"
          name="invitationCode"
          value={form.invitationCode}
          onChange={(e) => set('invitationCode', e.target.value)}
          readOnly={verified || (codeFromLink !== '' && verifying)}
          required
          fullWidth
        />
        {!verified && (
          <Button type="submit" fullWidth loading={verifying} variant={used ? 'outlined' : 'primary'}>
            Verify Code
          </Button>
        )}
        {verified && (
          <>
            <div className={styles.row}>
              <TextField label="First Name" name="firstName" autoComplete="given-name" value={form.firstName} onChange={(e) => set('firstName', e.target.value)} required fullWidth />
              <TextField label="Last Name" name="lastName" autoComplete="family-name" value={form.lastName} onChange={(e) => set('lastName', e.target.value)} required fullWidth />
            </div>
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              value={form.email}
              onChange={(e) => set('email', e.target.value)}
              readOnly={emailLocked}
              helperText={emailLocked ? 'This is the address your invitation was sent to.' : undefined}
              required
              fullWidth
            />
            <PasswordField label="Password" name="password" value={form.password} onChange={(value) => set('password', value)} autoComplete="new-password" required />
            <ConfirmPasswordField password={form.password} value={form.confirmPassword} onChange={(value) => set('confirmPassword', value)} />
            <TermsAgreement checked={form.agreeToTerms} onChange={(checked) => set('agreeToTerms', checked)} />
            <Button type="submit" fullWidth loading={submitting} disabled={success !== null}>
              Create Account
            </Button>
          </>
        )}
      </form>
      <SignInPrompt />
    </>
  );
}
