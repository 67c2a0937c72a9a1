import { routeTo } from '@assess/core';
import { Link } from 'react-router';
import { POSTAL_ADDRESS, PRIVACY_EMAIL } from '../../../site/contact.ts';
import {
  ACCOUNT_DELETION_WAIT,
  DATA_REQUEST_RESPONSE,
  PRIVACY_INQUIRY_RESPONSE,
  RECORD_RETENTION,
} from '../../../site/legal.ts';
import { LegalPage, type LegalSection } from '../shared/LegalPage.tsx';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Information we collect',
    body: (
      <ul>
        <li>Account details: your name, e-mail address, role and, if you give it, your school.</li>
        <li>Educational content: assessments, question papers, mark schemes, answer papers, grades and feedback.</li>
        <li>Usage information: which features are used and when, to enforce usage limits and keep the service reliable.</li>
        <li>Technical information: browser type, device and log data needed to operate and secure the service.</li>
      </ul>
    ),
  },
  {
    heading: 'How we use information',
    body: (
      <>
        <p>
          Student data is used only for education: to grade work, give feedback, produce reports and help teachers
          support their students. We never sell personal information and never use student data for advertising or to
          build profiles unrelated to education.
        </p>
        <p>
          AI grades are suggestions. Teachers review AI grades and may override any mark or comment before results are
          released; a human decides the final grade.
        </p>
      </>
    ),
  },
  {
    heading: 'Legal compliance',
    body: (
      <ul>
        <li>
          <strong>FERPA</strong>: we act as a school official with a legitimate educational interest and handle education
          records under the school&apos;s direction.
        </li>
        <li>
          <strong>GDPR</strong>: we process personal data on behalf of schools as a processor, on a lawful basis, and
          support every data subject right.
        </li>
        <li>
          <strong>COPPA</strong>: for children under 13, we rely on the consent of the school acting for parents and
          collect only what education needs.
        </li>
        <li>
          <strong>CCPA</strong>: California residents may know, delete and correct their personal information, and we do
          not sell or share it.
        </li>
      </ul>
    ),
  },
  {
    heading: 'Sharing',
    body: (
      <p>
        We share information only with the school or institution that provides your account, with service providers
        bound by contract to protect it (hosting, e-mail delivery), and where the law requires it.
      </p>
    ),
  },
  {
    heading: 'Retention and deletion',
    body: (
      <>
        <p>
          Educational records are kept for {RECORD_RETENTION}, depending on the school&apos;s policy and the law that
          applies to it, and then deleted or anonymised.
        </p>
        <p>
          When you ask us to delete your account, we wait {ACCOUNT_DELETION_WAIT} before deleting it, so that an
          accidental or unauthorised request can be reversed. After that, your data is removed from our systems and, in
          time, from backups.
        </p>
      </>
    ),
  },
  {
    heading: 'Security',
    body: (
      <p>
        Connections are encrypted, passwords are stored with an adaptive hash, sign-in tokens are short-lived, and access
        to data is limited by role. We review our safeguards regularly.
      </p>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <p>
        You may ask to see, correct, export or delete your personal information. We answer data requests within{' '}
        {DATA_REQUEST_RESPONSE}. Students should usually make requests through their school.
      </p>
    ),
  },
  {
    heading: 'Cookies',
    body: (
      <p>
        We use a small number of cookies and similar storage; see our <Link to={routeTo('cookies')}>Cookie Policy</Link>. Use of
        the service is also governed by our <Link to={routeTo('terms')}>Terms of Service</Link>.
      </p>
    ),
  },
  {
    heading: 'Contact',
    body: (
      <p>
        Questions about privacy: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>, or write to {POSTAL_ADDRESS}.
        We respond to privacy inquiries within {PRIVACY_INQUIRY_RESPONSE}.
      </p>
    ),
  },
];

/** The privacy policy (spec 01 §1, decision 20). */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          Assess helps schools assess students&apos; work. This policy explains what information we collect, how we use
          it, and the choices and rights you have. We handle student data with the care education demands.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
