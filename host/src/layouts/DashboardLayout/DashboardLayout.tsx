import { routeTo } from '@assess/core';
import { IconButton, ProgressBar } from '@assess/ui';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { AvatarMenu } from '../../components/AvatarMenu/AvatarMenu.tsx';
import { Brand } from '../../components/Brand/Brand.tsx';
import { MenuIcon } from '../../components/icons.tsx';
import { WIDE_SCREEN_QUERY, useMediaQuery } from '../../hooks/useMediaQuery.ts';
import { useLogout } from '../../hooks/useLogout.ts';
import { ThemeMenu } from '../../theme/ThemeMenu.tsx';
import { DrawerNav } from './DrawerNav.tsx';
import * as styles from './DashboardLayout.css.ts';

const DRAWER_ID = 'dashboard-drawer';

/**
 * The signed-in shell (spec 01 §2): a fixed top bar and a 240 px drawer, persistent on wide screens (open
 * beside the content until hidden) and temporary on narrow ones (over the content, closed after a choice).
 */
export function DashboardLayout() {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [persistentOpen, setPersistentOpen] = useState(true);
  // A temporary drawer belongs to the page it was opened on: it is closed again once the page changes.
  const [temporaryOpenOn, setTemporaryOpenOn] = useState<string | null>(null);
  const logout = useLogout();
  // A screen's code loads on its first visit: until it arrives the page stays, with a bar saying it is on its way.
  const loadingPage = useNavigation().state === 'loading';
  const { pathname } = useLocation();
  const temporaryOpen = !wide && temporaryOpenOn === pathname;
  const open = wide ? persistentOpen : temporaryOpen;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const setTemporaryOpen = (value: boolean) => setTemporaryOpenOn(value ? pathname : null);

  // A temporary drawer takes focus when it opens and gives it back to the menu button on Escape.
  useEffect(() => {
    if (!temporaryOpen) return;
    document.getElementById(DRAWER_ID)?.querySelector<HTMLElement>('a[href]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setTemporaryOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [temporaryOpen]);

  const toggle = () => (wide ? setPersistentOpen((value) => !value) : setTemporaryOpen(!temporaryOpen));

  return (
    <div className={styles.shell}>
      <header className={styles.topBar}>
        <IconButton
          ref={toggleRef}
          label={open ? 'Close navigation' : 'Open navigation'}
          aria-expanded={open}
          aria-controls={DRAWER_ID}
          onClick={toggle}
        >
          <MenuIcon />
        </IconButton>
        <Brand to={routeTo('dashboard')} />
        <div className={styles.topActions}>
          <ThemeMenu />
          <AvatarMenu
            items={[
              { key: 'profile', label: 'Profile', to: routeTo('profile') },
              { key: 'settings', label: 'Settings', to: routeTo('settings') },
              { key: 'home', label: 'Home', to: routeTo('home') },
              { key: 'features', label: 'Features', to: routeTo('features') },
              { key: 'pricing', label: 'Pricing', to: routeTo('pricing') },
              { key: 'logout', label: 'Logout', onSelect: () => void logout() },
            ]}
          />
        </div>
      </header>
      {loadingPage && <ProgressBar label="Loading page" className={styles.pageLoading} />}
      {temporaryOpen && <div className={styles.backdrop} data-testid="drawer-backdrop" onClick={() => setTemporaryOpen(false)} />}
      <aside
        id={DRAWER_ID}
        data-variant={wide ? 'persistent' : 'temporary'}
        data-open={open}
        hidden={!open}
        aria-label="Navigation"
        className={styles.drawer}
      >
        <DrawerNav onNavigate={wide ? undefined : () => setTemporaryOpen(false)} />
      </aside>
      <main id="main" className={styles.content} data-shifted={wide && open} aria-busy={loadingPage || undefined}>
        <Outlet />
      </main>
    </div>
  );
}
