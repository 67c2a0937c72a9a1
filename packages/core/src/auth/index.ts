// Auth over @supabase/supabase-js: the service, its texts and the pure pieces the auth pages share.
export type { AuthCallbackResult, AuthResetLinkResult } from './callback.js';
export { AuthServiceError, INVITATION_USED_CODE } from './errors.js';
export { createDeferredAuthService } from './deferred.js';
export { readAuthLinkParams } from './links.js';
export { AUTH_ERROR_DEFAULT_MESSAGE, AUTH_MESSAGES, confirmationResentText, describeAuthError } from './texts.js';
export { type AuthService, createAuthService } from './service.js';
