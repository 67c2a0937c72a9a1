import { $role, $session } from '@assess/core';
import { useStore } from '@nanostores/react';

/** The signed-in user as the screens pass it on: the account's id and role, undefined while unknown. */
export function useSignedInUser() {
  const { user } = useStore($session);
  const role = useStore($role);
  return { userId: user?.id, role: role ?? undefined };
}
