import { useStore } from '@nanostores/react';
import { $session, avatarInitials } from '@assess/core';
import { Menu, type MenuItem } from '../Menu/Menu.tsx';
import * as styles from './AvatarMenu.css.ts';

export interface AvatarMenuProps {
  items: readonly MenuItem[];
}

/** The signed-in user's initials (first and last name, else the e-mail's first letter, else 'U') opening a menu. */
export function AvatarMenu({ items }: AvatarMenuProps) {
  const { user } = useStore($session);
  const initials = avatarInitials(user);
  return (
    <Menu
      label="Account menu"
      triggerClassName={styles.avatar}
      // The name contains the initials the button shows, so that speech users can say what they see.
      buttonLabel={`Account menu ${initials}`}
      trigger={<span data-testid="avatar-initials">{initials}</span>}
      header={user?.email ?? undefined}
      items={items}
    />
  );
}
