import { Outlet } from 'react-router';
import { Brand } from '../../components/Brand/Brand.tsx';
import { ThemeMenu } from '../../theme/ThemeMenu.tsx';
import * as styles from './AuthLayout.css.ts';

/** Sign-in and account pages: a centred card with the theme switch (spec 01 §2). */
export function AuthLayout() {
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <Brand />
        <ThemeMenu />
      </header>
      <main id="main" className={styles.main}>
        <div className={styles.card}>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
