import { $role, $roleKnown, $session } from '@assess/core';
import { useStore } from '@nanostores/react';

/**
 * The signed-in user as the screens pass it on: the account's id and role, undefined while unknown, and whether the
 * role has been read (a screen that differs by role waits for it rather than showing the student's version first).
 */
export function useSignedInUser() {
  const { user } = useStore($session);
  const role = useStore($role);
  const roleKnown = useStore($roleKnown);
  return { userId: user?.id, role: role ?? undefined, roleKnown: roleKnown || role !== null };
}
