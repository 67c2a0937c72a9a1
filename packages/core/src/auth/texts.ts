/** Every user-facing auth text of spec 01 §5 and §8, verbatim. */
export const AUTH_MESSAGES = {
  emailAndPasswordRequired: 'Email and password are required',
  passwordTooShort: 'Password must be at least 6 characters long',
  invalidEmail: 'Please enter a valid email address',

  loginFailed: 'Login failed',

  emailAlreadyRegistered: 'This email is already registered. Please try signing in instead.',
  signUpDatabaseError: 'There was a problem creating your account. Please try again or contact support.',
  signUpConstraintViolation: 'Invalid account information provided. Please check your details and try again.',
  signUpFailed: 'Failed to create account',
  signUpUnexpected: 'An unexpected error occurred. Please try again.',

  googleSignInFailed: 'Google sign-in failed. Please try again.',
  googleNotConfigured:
    'Google sign-in is not configured for this site. Please ask your administrator to configure the Google provider.',

  updatePasswordFailed: 'Failed to update password',
  resetEmailFailed: 'Failed to send the password reset email. Please try again.',
  setSessionFailed: 'Failed to restore your session. Please sign in again.',

  invitationInvalid: 'Invalid invitation code',
  invitationUsed: 'This invitation has already been used to create an account. Sign in with that account instead.',
  invitationVerifyFailed: 'Error verifying invitation',
  invitationAcceptFailed: 'Error accepting invitation',

  resetLinkFormat: 'Invalid reset link format. Please request a new password reset.',
  resetLinkInvalid: 'Reset link appears invalid. Please request a new password reset.',
  resetTokenInvalid: 'Invalid or expired reset token. Please request a new password reset.',
  resetNoAccessToken: 'Token verification succeeded but no access token received.',
  resetUpdateFailed: 'Password update failed. Please try requesting a new reset link.',
  resetNetworkFailed: 'Password reset failed. Please check your connection and try again.',

  callbackConfirmFailed: 'Failed to confirm email. Please try again.',
  callbackAuthFailed: 'Authentication failed. Please try again.',
  callbackNoSession: 'No active session found. Please sign in again.',
  callbackUnexpected: 'An unexpected error occurred during authentication.',
  callbackLinkUsed: 'This link has already been used or has expired.',
  resendConfirmationFailed: 'Could not send the confirmation e-mail. Please try again.',
  resendConfirmation: 'Resend confirmation e-mail',

  callbackNetworkFailed: 'Could not confirm your e-mail address. Please check your connection and try again.',
} as const;

/** Said once a confirmation e-mail was sent again: the same whether or not the address has an account waiting. */
export function confirmationResentText(email: string): string {
  return `If ${email.trim()} is waiting for confirmation, a new link is on its way. Check your inbox (and spam folder).`;
}

/** The text for an auth error code (spec 01 §8 code map). */
export const AUTH_ERROR_CODE_MESSAGES: Readonly<Record<string, string>> = {
  email_not_confirmed: 'Please confirm your email address first. Check your inbox for the confirmation link.',
  invalid_credentials: 'Invalid email or password',
  weak_password: 'Password must be at least 8 characters with uppercase, lowercase, and numbers',
  same_password: 'New password must be different from your current password',
  signup_disabled: 'New sign-ups are currently disabled.',
  invalid_token: 'The reset link is invalid or has expired',
  token_expired: 'This link has expired. Please request a new one.',
  user_not_found: 'No account was found for this email address.',
  email_address_invalid: 'Please enter a valid email address',
  password_mismatch: 'Passwords do not match',
  rate_limit_exceeded: 'Too many attempts. Please try again later.',
  session_expired: 'Your session has expired. Please sign in again.',
};

/** Codes the auth server sends that share the text of a code-map entry (decision 8). */
const AUTH_ERROR_CODE_ALIASES: Readonly<Record<string, string>> = {
  over_request_rate_limit: 'rate_limit_exceeded',
  over_email_send_rate_limit: 'rate_limit_exceeded',
  over_sms_send_rate_limit: 'rate_limit_exceeded',
};

export const AUTH_ERROR_DEFAULT_MESSAGE = 'An unexpected error occurred';

/** Whether the code map has a text of its own for this code (aliases included). */
export function isKnownAuthErrorCode(code: string | undefined | null): boolean {
  if (!code) return false;
  const key = AUTH_ERROR_CODE_ALIASES[code] ?? code;
  return Object.hasOwn(AUTH_ERROR_CODE_MESSAGES, key);
}

/** Code map: the text for an error code, or the default text for unknown or missing codes. */
export function authErrorCodeMessage(code: string | undefined | null): string {
  if (!code) return AUTH_ERROR_DEFAULT_MESSAGE;
  const key = AUTH_ERROR_CODE_ALIASES[code] ?? code;
  return Object.hasOwn(AUTH_ERROR_CODE_MESSAGES, key) ? (AUTH_ERROR_CODE_MESSAGES[key] as string) : AUTH_ERROR_DEFAULT_MESSAGE;
}

const MESSAGE_RULES: ReadonlyArray<{ test: (lower: string) => boolean; text: string }> = [
  { test: (m) => m.includes('invalid login credentials'), text: 'Invalid email or password' },
  { test: (m) => m.includes('email not confirmed'), text: 'Please verify your email address before resetting your password' },
  { test: (m) => m.includes('weak password'), text: 'Password must be at least 8 characters with uppercase, lowercase, and numbers' },
  { test: (m) => m.includes('invalid token') || m.includes('jwt'), text: 'The reset link is invalid or has expired' },
];

/** Message mapper (spec 01 §8): known provider messages get a friendlier text, others pass through. */
export function mapAuthErrorMessage(message: string): string {
  const lower = message.toLowerCase();
  return MESSAGE_RULES.find((rule) => rule.test(lower))?.text ?? message;
}

/** The seconds a rate-limit refusal asks to wait ("...you can only request this after 57 seconds."), if it says. */
export function secondsToWait(message: string): number | undefined {
  const match = /after\s+(\d+)\s+seconds?/i.exec(message);
  return match ? Number(match[1]) : undefined;
}

/** A wait in words: seconds under a minute, else whole minutes rounded up. */
function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** The text to show for any auth failure: the code map for known codes, else the mapped message, else the default. */
export function describeAuthError(error: unknown): string {
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && isKnownAuthErrorCode(code)) {
      const text = authErrorCodeMessage(code);
      // A limit's refusal says how long it holds, so that a class waiting at one address knows when to try.
      const wait = AUTH_ERROR_CODE_ALIASES[code] === 'rate_limit_exceeded' && typeof message === 'string' ? secondsToWait(message) : undefined;
      return wait === undefined ? text : `${text} You can try again in ${waitInWords(wait)}.`;
    }
    if (typeof message === 'string' && message.trim()) return mapAuthErrorMessage(message);
  }
  if (typeof error === 'string' && error.trim()) return mapAuthErrorMessage(error);
  return AUTH_ERROR_DEFAULT_MESSAGE;
}
