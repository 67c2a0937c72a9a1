import { useStore } from '@nanostores/react';
import { $session, routeTo } from '@assess/core';
import { buttonClassName } from '@assess/ui';
import { Link, NavLink, Outlet } from 'react-router';
import { AvatarMenu } from '../../components/AvatarMenu/AvatarMenu.tsx';
import { Brand } from '../../components/Brand/Brand.tsx';
import { useLogout } from '../../hooks/useLogout.ts';
import { ThemeMenu } from '../../theme/ThemeMenu.tsx';
import { PublicFooter } from './PublicFooter.tsx';
import * as styles from './PublicLayout.css.ts';

const NAV = [
  { to: routeTo('home'), label: 'Home' },
  { to: routeTo('features'), label: 'Features' },
  { to: routeTo('pricing'), label: 'Pricing' },
];

/** The marketing and legal pages: a sticky bar, the page, and the footer with the legal links. */
export function PublicLayout() {
  const { status } = useStore($session);
  const logout = useLogout();
  const signedIn = status === 'signed-in';
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <div className={styles.barInner}>
          <Brand />
          <nav aria-label="Main" className={styles.nav}>
            {NAV.map((item) => (
              <NavLink key={item.to} to={item.to} end className={styles.navLink}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className={styles.actions}>
            <ThemeMenu />
            {signedIn ? (
              <>
                <Link to={routeTo('dashboard')} className={buttonClassName({ variant: 'text', size: 'sm' })}>
                  Dashboard
                </Link>
                <AvatarMenu
                  items={[
                    { key: 'profile', label: 'Profile', to: routeTo('profile') },
                    { key: 'dashboard', label: 'Dashboard', to: routeTo('dashboard') },
                    { key: 'logout', label: 'Logout', onSelect: () => void logout() },
                  ]}
                />
              </>
            ) : (
              <>
                <Link to={routeTo('login')} className={buttonClassName({ variant: 'text', size: 'sm' })}>
                  Login
                </Link>
                <Link to={routeTo('register')} className={buttonClassName({ variant: 'primary', size: 'sm' })}>
                  Sign Up
                </Link>
              </>
            )}
          </div>
        </div>
      </header>
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
