import { routeTo } from '@assess/core';
import { Link } from 'react-router';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../site/contact.ts';
import * as styles from './PublicLayout.css.ts';

export function PublicFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p className={styles.footerText}>
          © {new Date().getFullYear()} {PRODUCT_NAME}. AI-assisted assessment and grading for schools.
        </p>
        <nav aria-label="Legal" className={styles.footerLinks}>
          <Link to={routeTo('privacy')} className={styles.footerLink}>
            Privacy Policy
          </Link>
          <Link to={routeTo('terms')} className={styles.footerLink}>
            Terms of Service
          </Link>
          <Link to={routeTo('cookies')} className={styles.footerLink}>
            Cookie Policy
          </Link>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={styles.footerLink}>
            {SUPPORT_EMAIL}
          </a>
        </nav>
      </div>
    </footer>
  );
}
