import { routeTo } from '@assess/core';
import { Link } from 'react-router';
import { SchoolIcon } from '../icons.tsx';
import { PRODUCT_NAME } from '../../site/contact.ts';
import * as styles from './Brand.css.ts';

/** The product name with its mark, linking home (or to the dashboard inside the app). */
export function Brand({ to = routeTo('home') }: { to?: string }) {
  return (
    <Link to={to} className={styles.brand} aria-label={`${PRODUCT_NAME} home`}>
      <span className={styles.mark} aria-hidden="true">
        <SchoolIcon size={20} />
      </span>
      {PRODUCT_NAME}
    </Link>
  );
}
