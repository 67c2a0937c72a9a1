import { routeTo } from '@assess/core';
import { Table } from '@assess/ui';
import * as styles from './CookiesPage.css.ts';
import { Link } from 'react-router';
import { PRIVACY_EMAIL } from '../../../site/contact.ts';
import { COOKIE_CATEGORIES, PRIVACY_INQUIRY_RESPONSE } from '../../../site/legal.ts';
import { LegalPage, type LegalSection } from '../shared/LegalPage.tsx';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Cookies we use',
    body: <CookieTable />,
  },
  {
    heading: 'Managing cookies',
    body: (
      <>
        <p>
          Essential cookies are needed to sign in and keep the service secure, so they cannot be switched off. You can
          refuse or delete the others in your browser settings; some preferences will then not be remembered.
        </p>
        <p>
          If you use Assess through your school, your institution&apos;s administrators control its cookie policies and
          may limit which optional cookies are used.
        </p>
      </>
    ),
  },
  {
    heading: 'More information',
    body: (
      <p>
        See our <Link to={routeTo('privacy')}>Privacy Policy</Link> and <Link to={routeTo('terms')}>Terms of Service</Link>. Questions:{' '}
        <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>; we answer within {PRIVACY_INQUIRY_RESPONSE}.
      </p>
    ),
  },
];

function CookieTable() {
  return (
    <Table
      className={styles.cookieTable}
      caption="Cookie categories"
      rows={COOKIE_CATEGORIES}
      getRowKey={(row) => row.name}
      columns={[
        { key: 'name', header: 'Category', render: (row) => row.name },
        { key: 'purpose', header: 'Purpose', render: (row) => row.purpose },
        { key: 'duration', header: 'Duration', render: (row) => row.duration },
        { key: 'essential', header: 'Essential', render: (row) => (row.essential ? 'Yes' : 'No') },
      ]}
    />
  );
}

/** The cookie policy (spec 01 §2 and §9, decision 20). */
export function CookiesPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      intro={
        <p>
          Cookies are small files a website stores in your browser. Assess uses them, and similar browser storage, to
          keep you signed in, remember your preferences and understand how the service is used.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
