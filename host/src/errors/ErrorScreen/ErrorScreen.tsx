import { routeTo } from '@assess/core';
import { buttonClassName } from '@assess/ui';
import { SUPPORT_EMAIL } from '../../site/contact.ts';
import * as styles from './ErrorScreen.css.ts';

export const ERROR_TITLE = 'Something went wrong';
export const ERROR_MESSAGE = 'The application encountered an unexpected error. Please try refreshing the page.';

/** The app-wide error screen (spec 01 §2): what happened, a refresh link and the support contact. */
export function ErrorScreen() {
  return (
    <main className={styles.page}>
      <div role="alert" className={styles.panel}>
        <h1 className={styles.title}>{ERROR_TITLE}</h1>
        <p>{ERROR_MESSAGE}</p>
        <p>
          <a href={typeof window === 'undefined' ? routeTo('home') : window.location.href} className={buttonClassName({ variant: 'primary' })}>
            Refresh the page
          </a>
        </p>
        <p className={styles.support}>
          If the problem continues, contact support at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </div>
    </main>
  );
}
