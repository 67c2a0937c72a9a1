import { routeTo } from '@assess/core';
import { Link } from 'react-router';
import { LEGAL_EMAIL, POSTAL_ADDRESS, SUPPORT_EMAIL } from '../../../site/contact.ts';
import { CONTACT_REPLY_TIME, LEGAL_INQUIRY_RESPONSE, LIABILITY_CAP } from '../../../site/legal.ts';
import { LegalPage, type LegalSection } from '../shared/LegalPage.tsx';

/** The 15 numbered sections of the Terms of Service (spec 01 §2). */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Acceptance of Terms',
    body: <p>By creating an account or using Assess, you agree to these terms. If you do not agree, do not use the service.</p>,
  },
  {
    heading: 'Description of Service',
    body: (
      <p>
        Assess is a platform for AI-assisted educational assessment: creating assessments, submitting answer papers,
        AI grading with feedback, teacher review, reports, analytics and school management. The service is in beta and
        features may change.
      </p>
    ),
  },
  {
    heading: 'Accounts and Eligibility',
    body: (
      <p>
        You must give accurate information and keep your password secret. Students under 13 may use Assess only through
        a school that has given the required consent. You are responsible for activity under your account.
      </p>
    ),
  },
  {
    heading: 'Acceptable Use',
    body: (
      <p>
        Do not misuse the service: no unlawful content, no attempts to break security or usage limits, no uploading of
        material you have no right to share, and no use that harms other users.
      </p>
    ),
  },
  {
    heading: 'Educational Content and Ownership',
    body: (
      <p>
        You and your school keep ownership of the content you upload. You give us a limited licence to store and process
        it only to provide the service.
      </p>
    ),
  },
  {
    heading: 'AI Grading and Teacher Review',
    body: (
      <p>
        AI grades and feedback are suggestions that can contain mistakes. Teachers review AI grades and can override
        them; final grades are the responsibility of the teacher and the school.
      </p>
    ),
  },
  {
    heading: 'Privacy and Data Protection',
    body: (
      <p>
        Our <Link to={routeTo('privacy')}>Privacy Policy</Link> explains how we handle personal information, including our
        commitments under FERPA, GDPR, COPPA and CCPA.
      </p>
    ),
  },
  {
    heading: 'Cookies',
    body: (
      <p>
        Our <Link to={routeTo('cookies')}>Cookie Policy</Link> describes the cookies we use and how to control them.
      </p>
    ),
  },
  {
    heading: 'Plans, Usage Limits and Fees',
    body: (
      <p>
        During the beta, access is free under the Free Plan with daily usage limits. Paid plans will be announced in
        advance; nothing will be charged without your agreement.
      </p>
    ),
  },
  {
    heading: 'Third-Party Services and Integrations',
    body: (
      <p>
        Integrations with learning management systems and other services are governed by their providers&apos; terms as
        well as ours. We are not responsible for third-party services.
      </p>
    ),
  },
  {
    heading: 'Availability and Changes',
    body: (
      <p>
        We aim for high availability but do not guarantee uninterrupted service. We may change or discontinue features
        and will give notice of significant changes.
      </p>
    ),
  },
  {
    heading: 'Termination',
    body: (
      <p>
        You may close your account at any time. We may suspend or close accounts that break these terms. On closure,
        your data is handled as our Privacy Policy describes.
      </p>
    ),
  },
  {
    heading: 'Disclaimers',
    body: (
      <p>
        The service is provided &quot;as is&quot; and &quot;as available&quot;, without warranties of any kind, to the
        extent the law allows.
      </p>
    ),
  },
  {
    heading: 'Limitation of Liability',
    body: (
      <p>
        To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability
        for any claim is limited to {LIABILITY_CAP}.
      </p>
    ),
  },
  {
    heading: 'Contact Information',
    body: (
      <>
        <p>
          Legal questions: <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>. We answer legal inquiries within{' '}
          {LEGAL_INQUIRY_RESPONSE}.
        </p>
        <p>
          Everything else: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We reply to messages within{' '}
          {CONTACT_REPLY_TIME}.
        </p>
        <p>Postal address: {POSTAL_ADDRESS}</p>
      </>
    ),
  },
];

/** Terms of Service (spec 01 §2, decision 20). */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      numbered
      intro={
        <p>
          These terms govern your use of Assess. Please read them together with our <Link to={routeTo('privacy')}>Privacy Policy</Link>{' '}
          and <Link to={routeTo('cookies')}>Cookie Policy</Link>.
        </p>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
