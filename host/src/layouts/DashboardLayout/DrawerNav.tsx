import { routeTo } from '@assess/core';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { DRAWER_GROUPS } from './navigation.ts';
import * as styles from './DashboardLayout.css.ts';

/** The drawer's links; a link stays highlighted on its sub-pages, except Dashboard, which matches only itself. */
export function DrawerNav({ onNavigate }: { onNavigate?: () => void }) {
  const baseId = useId();
  return (
    <nav aria-label="Dashboard" className={styles.drawerNav}>
      {DRAWER_GROUPS.map((group, index) => {
        const headingId = `${baseId}-${index}`;
        return (
          <div key={group.heading ?? 'top'} className={styles.group}>
            {group.heading && (
              <p id={headingId} className={styles.groupHeading}>
                {group.heading}
              </p>
            )}
            <ul className={styles.linkList} aria-labelledby={group.heading ? headingId : undefined}>
              {group.links.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink to={to} end={to === routeTo('dashboard')} className={styles.drawerLink} onClick={onNavigate}>
                    <Icon size={20} />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
