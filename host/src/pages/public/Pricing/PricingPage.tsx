import { routeTo } from '@assess/core';
import { Alert, Card, Chip, buttonClassName } from '@assess/ui';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../../site/contact.ts';
import * as shared from '../shared/public.css.ts';

/** The expected launch of paid plans (spec 01 §1). */
export const PRICING_LAUNCH = 'Q3 2025';

const BETA_INCLUDES = [
  'AI grading of answer papers with question-by-question feedback',
  'Teacher review and override of AI grades',
  'Reports and analytics for students and classes',
  'Upload & Validate and the file library',
  'Daily usage allowance on the Free Plan',
];

/**
 * The plans and how to get more: the one text of the pricing page and of the subscription screens that Upgrade
 * Plan and View Subscription Options lead to. Signed in, there is no Start Free (the account has it already).
 */
export function PricingPlans({ headingLevel = 2, signedIn = false }: { headingLevel?: 2 | 3; signedIn?: boolean }) {
  return (
    <ul className={shared.grid}>
      <Card as="li" headingLevel={headingLevel} title="Free access (beta)" subtitle="Everything in Assess while the beta lasts">
        <ul className={shared.bulletList}>
          {BETA_INCLUDES.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {!signedIn && (
          <div className={shared.actions}>
            <Link to={routeTo('register')} className={buttonClassName({ variant: 'primary' })}>
              Start Free
            </Link>
          </div>
        )}
      </Card>
      <Card as="li" headingLevel={headingLevel} title="Pricing coming soon" subtitle={`Expected launch: ${PRICING_LAUNCH}`}>
        <p className={shared.muted}>
          Plans for individual teachers, departments and whole schools are on their way. Beta users will hear about
          them first, well before anything changes.
        </p>
      </Card>
      <Card as="li" headingLevel={headingLevel} title="Custom LMS integration" subtitle="For schools and districts">
        <p className={shared.muted}>
          Custom integration with your learning management system, single sign-on and onboarding for your staff is
          available. Contact us to talk about what your school needs.
        </p>
        <div className={shared.actions}>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonClassName({ variant: 'outlined' })}>
            Contact Us
          </a>
        </div>
      </Card>
    </ul>
  );
}

/** Pricing (spec 01 §1, §2): beta with free access, pricing coming soon, custom LMS integration by contact. */
export function PricingPage() {
  return (
    <>
      <section className={`${shared.section} ${shared.narrow}`}>
        <Chip color="secondary">Beta</Chip>
        <h1 className={shared.pageTitle}>Pricing</h1>
        <Alert severity="info" autoDismiss={false} title="Assess is in beta">
          Free access for everyone during the beta. No credit card needed.
        </Alert>
      </section>

      <section className={`${shared.section} ${shared.narrow} ${shared.continued}`} aria-label="Plans">
        <PricingPlans />
      </section>
    </>
  );
}
