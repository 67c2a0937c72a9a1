import { atom } from 'nanostores';
import type { Session, User } from '@supabase/supabase-js';
import type { Role } from '../schemas/role.js';

/** Auth is 'loading' until the first session check completes (spec 01 §4). */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
}

/** The current session, written by the auth service and read by every screen. */
export const $session = atom<SessionState>({ status: 'loading', session: null, user: null });

/** The signed-in user's role for display decisions; null while unknown or signed out. */
export const $role = atom<Role | null>(null);

/**
 * Whether the signed-in user's role has been read: $role is null both before that and for an account with no
 * role, and a screen that shows one thing to teachers and another to students waits for this rather than
 * showing the student's version first.
 */
export const $roleKnown = atom(false);
