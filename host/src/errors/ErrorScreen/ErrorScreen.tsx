import { routeTo } from '@assess/core';
import { buttonClassName } from '@assess/ui';
import { SUPPORT_EMAIL } from '../../site/contact.ts';
import { ERROR_TEXTS } from '../texts.ts';
import * as styles from './ErrorScreen.css.ts';

/** The app-wide error screen (spec 01 §2): what happened, a refresh link and the support contact. */
export function ErrorScreen() {
  return (
    <main className={styles.page}>
      <div role="alert" className={styles.panel}>
        <h1 className={styles.title}>{ERROR_TEXTS.title}</h1>
        <p>{ERROR_TEXTS.message}</p>
        <p>
          <a href={typeof window === 'undefined' ? routeTo('home') : window.location.href} className={buttonClassName({ variant: 'primary' })}>
            {ERROR_TEXTS.refresh}
          </a>
        </p>
        <p className={styles.support}>
          {ERROR_TEXTS.supportBefore}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </div>
    </main>
  );
}
