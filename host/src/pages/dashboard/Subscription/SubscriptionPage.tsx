import { routeTo } from '@assess/core';
import { Alert, buttonClassName } from '@assess/ui';
import { UsageSummary } from '@assess/usage-summary';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader/PageHeader.tsx';
import { SUPPORT_EMAIL } from '../../../site/contact.ts';
import { PricingPlans } from '../../public/Pricing/PricingPage.tsx';
import * as styles from './SubscriptionPage.css.ts';

/** The plans on this page: the usage summary's Upgrade Plan leads here rather than to the page it is on. */
const PLANS_ID = 'plans-heading';

const MORE_MAIL = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('More Assess usage')}`;

/**
 * Where Upgrade Plan and View Subscription Options lead, often right after a limit was reached: the account's
 * plan and usage, the plans, and how to get more now.
 */
function Subscription({ title, settings }: { title: string; settings: boolean }) {
  const navigate = useNavigate();
  const onUsageNavigate = useCallback(({ to }: { to: string }) => void navigate(to), [navigate]);
  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        breadcrumbs={settings ? [{ label: 'Settings', href: routeTo('settings') }, { label: 'Subscription' }] : [{ label: title }]}
      />
      <div className={styles.top}>
        <UsageSummary variant="full" headingLevel={2} supportEmail={SUPPORT_EMAIL} onNavigate={onUsageNavigate} plansId={PLANS_ID} />
        <Alert
          severity="info"
          autoDismiss={false}
          title="Need more than your daily allowance?"
          action={
            <a href={MORE_MAIL} className={buttonClassName({ variant: 'outlined', size: 'sm' })}>
              Contact Us
            </a>
          }
        >
          Your usage starts again at the next reset shown here. For more before then, or for a whole school, write to{' '}
          <a href={MORE_MAIL}>{SUPPORT_EMAIL}</a> with what you need.
        </Alert>
      </div>
      <section aria-labelledby={PLANS_ID} className={styles.plans}>
        <h2 id={PLANS_ID} tabIndex={-1} className={styles.heading}>
          Plans
        </h2>
        <p className={styles.muted}>Assess is in beta: free access for everyone, no credit card needed.</p>
        <PricingPlans headingLevel={3} signedIn />
      </section>
    </div>
  );
}

/** /dashboard/subscription (Upgrade Plan). */
export function SubscriptionScreen() {
  return <Subscription title="Subscription" settings={false} />;
}

/** /dashboard/settings/subscription (View Subscription Options). */
export function SubscriptionSettingsScreen() {
  return <Subscription title="Subscription Settings" settings />;
}
