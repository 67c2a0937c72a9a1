import { routeTo } from '@assess/core';
import { Link } from 'react-router';
import * as styles from './auth.css.ts';

/** The foot of the sign-up pages: 'Already have an account? Sign in'. */
export function SignInPrompt() {
  return (
    <p className={styles.footer}>
      Already have an account?{' '}
      <Link to={routeTo('login')} className={styles.link}>
        Sign in
      </Link>
    </p>
  );
}
