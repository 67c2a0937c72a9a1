import { routeTo } from '@assess/core';
import { Card } from '@assess/ui';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader/PageHeader.tsx';
import { SUPPORT_EMAIL } from '../../../site/contact.ts';
import { CONTACT_REPLY_TIME } from '../../../site/legal.ts';
import * as styles from './HelpPage.css.ts';

/**
 * /dashboard/help: the product's own short help, for students and teachers alike: how to submit work, how marks
 * and regrades work, and whom to write to.
 */
export function HelpScreen() {
  return (
    <div className={styles.page}>
      <PageHeader title="Help & Support" breadcrumbs={[{ label: 'Help' }]} />
      <p className={styles.intro}>How to hand in work, how it is marked, and how to ask about a mark.</p>

      <Card as="section" title="Submitting your work" headingLevel={2}>
        <div className={styles.stack}>
          <ol className={styles.steps}>
            <li>
              Open <Link className={styles.link} to={routeTo('assessments')}>My Assessments</Link>, choose the assessment your teacher set and press <strong>Submit Assessment</strong>.
              Its title and subject are your teacher's and stay as they are.
            </li>
            <li>Add your answer sheet as a PDF of up to 20 MB: a scan or a photo of each page saved as one PDF works. Write the question numbers beside your answers.</li>
            <li>Press Submit Assessment and confirm. Marking takes a few minutes; you can leave the page meanwhile.</li>
          </ol>
          <p className={styles.text}>
            Work you send of your own, not set by your teacher (for example through{' '}
            <Link className={styles.link} to={routeTo('validation')}>
              Upload &amp; Validate
            </Link>
            ), is a practice self-check: it shows in My Reports marked Practice and counts in none of your results.
          </p>
        </div>
      </Card>

      <Card as="section" title="How marks work" headingLevel={2}>
        <div className={styles.stack}>
          <p className={styles.text}>
            Your answers are marked against the mark scheme as soon as they are read. Until your teacher has reviewed them, the marks are shown as
            <strong> AI grade, awaiting teacher review</strong>: they may still change.
          </p>
          <p className={styles.text}>
            Your teacher checks the marks, changes any that need it and releases them. Released marks are the ones in your reports and averages, and
            the comments and weak-areas PDF follow them.
          </p>
        </div>
      </Card>

      <Card as="section" title="Asking for a regrade" headingLevel={2}>
        <p className={styles.text}>
          Once your marks are released, open the assessment in <Link className={styles.link} to={routeTo('assessments')}>My Assessments</Link> and, under your marks, choose{' '}
          <strong>Request a Regrade</strong> for the question you think was marked wrongly, saying why. You can ask once for each question. Your teacher answers, and a changed mark shows as
          soon as they send it.
        </p>
      </Card>

      <Card as="section" title="Contact" headingLevel={2}>
        <p className={styles.text}>
          Questions about a mark go to your teacher first. For anything else, write to <a className={styles.link} href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>; we reply
          within {CONTACT_REPLY_TIME}.
        </p>
      </Card>
    </div>
  );
}
