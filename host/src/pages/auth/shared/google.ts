import { AUTH_MESSAGES, dataOf, readAuthLinkParams, routeTo } from '@assess/core';
import { useResource } from '@assess/ui';
import { useServices } from '../../../services/ServicesContext.tsx';

/** Where a Google sign-in or sign-up started, so a failed return comes back to that page. */
const STARTED_FROM_KEY = 'assess.google.startedFrom';

/** Whether to offer Google: only once the auth service says it is turned on, so the button never leads nowhere. */
export function useGoogleEnabled(): boolean {
  const { auth } = useServices();
  const { resource } = useResource('google-enabled', () => auth.googleEnabled());
  return dataOf(resource) ?? false;
}

export function rememberGoogleStart(path: string): void {
  try {
    sessionStorage.setItem(STARTED_FROM_KEY, path);
  } catch {
    // Storage refused (private mode): a failed return then comes back to sign-in.
  }
}

/**
 * A failed return from Google (the auth service sends the browser back with error parameters): the page the
 * user started from and a readable message for it, or null when the address carries no such error. The
 * message is ours, never the address's text, which anyone can write into a link.
 */
export function failedGoogleReturn(href: string): { to: string; message: string } | null {
  const link = readAuthLinkParams(href);
  if (!link.error && !link.errorCode) return null;
  let to = routeTo('login');
  try {
    to = sessionStorage.getItem(STARTED_FROM_KEY) === routeTo('register') ? routeTo('register') : routeTo('login');
  } catch {
    // Storage refused: back to sign-in.
  }
  const detail = `${link.error ?? ''} ${link.errorCode ?? ''}`.toLowerCase();
  if (detail.includes('invalid_client')) return { to, message: AUTH_MESSAGES.googleNotConfigured };
  return { to, message: to === routeTo('register') ? 'Google sign-up failed. Please try again.' : AUTH_MESSAGES.googleSignInFailed };
}
