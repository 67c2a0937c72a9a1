// Auth over @supabase/supabase-js: the service, its texts and the pure pieces the auth pages share.
export * from './service.js';
export * from './messages.js';
export * from './errors.js';
export * from './sign-up.js';
export * from './roles.js';
export * from './links.js';
export * from './callback.js';
export * from './recovery.js';
