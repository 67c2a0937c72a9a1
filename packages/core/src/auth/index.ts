// Auth over @supabase/supabase-js: the service, its texts and the pure pieces the auth pages share.
export type { AuthCallbackResult, AuthResetLinkResult } from './callback.js';
export { AuthServiceError } from './errors.js';
export { readAuthLinkParams } from './links.js';
export { AUTH_ERROR_DEFAULT_MESSAGE, AUTH_MESSAGES, confirmationResentText, describeAuthError } from './texts.js';
export { type AuthService, createAuthService, INVITATION_USED_CODE } from './service.js';
