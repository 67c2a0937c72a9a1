// The pieces of the usage widget: its links, the limit warning, a feature's bar and the error panel.
import { useId, type MouseEvent, type ReactNode } from 'react';
import {
  USAGE_ERROR_MESSAGES,
  USAGE_FEATURES,
  USAGE_LIMIT_REACHED_TITLE,
  isUnlimitedLimit,
  routeTo,
  usageBarColour,
  usageCountText,
  usagePercent,
  type UsageErrorClass,
  type UsageFeature,
  type UsageSummaryView,
} from '@assess/core';
import { Alert, Button, Heading, ProgressBar, RouteLink, WarningIcon, buttonClassName, type HeadingLevel, type NavigateHandler } from '@assess/ui';
import { USAGE_FEATURE_LABELS, USAGE_SUMMARY_TEXTS } from './texts.ts';
import * as styles from './UsageSummary.css.ts';

interface SubscriptionLinkProps {
  plansId: string | undefined;
  onNavigate: NavigateHandler | undefined;
  className: string;
  part?: string;
  children: ReactNode;
}

/** Upgrade Plan and View Subscription Options: the subscription page, or the plans on this one. */
export function SubscriptionLink({ plansId, onNavigate, className, part, children }: SubscriptionLinkProps) {
  if (!plansId) {
    return (
      <RouteLink to={routeTo('subscription')} onNavigate={onNavigate} part={part} className={className}>
        {children}
      </RouteLink>
    );
  }
  const toPlans = (event: MouseEvent<HTMLAnchorElement>) => {
    const plans = event.currentTarget.ownerDocument.getElementById(plansId);
    if (!plans) return;
    // Scrolled and focused here rather than by the fragment, so a router's history is left alone and focus follows.
    event.preventDefault();
    plans.scrollIntoView?.({ block: 'start' });
    if (!plans.hasAttribute('tabindex')) plans.setAttribute('tabindex', '-1');
    plans.focus({ preventScroll: true });
  };
  return (
    <a href={`#${plansId}`} part={part} className={className} onClick={toPlans}>
      {children}
    </a>
  );
}

export function headingLevelOf(level: number | undefined): HeadingLevel {
  return level !== undefined && Number.isInteger(level) && level >= 1 && level <= 5 ? (level as HeadingLevel) : 2;
}

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));
}

interface LimitWarningProps {
  message: string;
  level: HeadingLevel;
  supportEmail: string;
  onRetry?: () => void;
  onNavigate: NavigateHandler | undefined;
  plansId: string | undefined;
}

/** 'Usage Limit Reached', with Try Again (when trying again can help), the subscription options and support. */
export function LimitWarning({ message, level, supportEmail, onRetry, onNavigate, plansId }: LimitWarningProps) {
  return (
    <div role="alert" part="warning" className={styles.warning}>
      <span className={styles.warningIcon}>
        <WarningIcon />
      </span>
      <div className={styles.warningBody}>
        <Heading level={level} className={styles.warningTitle}>
          {USAGE_LIMIT_REACHED_TITLE}
        </Heading>
        <p className={styles.warningText}>{message}</p>
        <div className={styles.actions}>
          {onRetry && (
            <Button variant="outlined" size="sm" onClick={onRetry}>
              {USAGE_SUMMARY_TEXTS.tryAgain}
            </Button>
          )}
          <SubscriptionLink plansId={plansId} onNavigate={onNavigate} className={buttonClassName({ size: 'sm' })}>
            {USAGE_SUMMARY_TEXTS.viewSubscriptionOptions}
          </SubscriptionLink>
          <a href={`mailto:${supportEmail}`} className={styles.link}>
            {USAGE_SUMMARY_TEXTS.contactSupport}
          </a>
        </div>
      </div>
    </div>
  );
}

export function FeatureBar({ name, view, compact }: { name: UsageFeature; view: UsageSummaryView; compact: boolean }) {
  const labelId = useId();
  const { current, limit } = view[name];
  const unlimited = isUnlimitedLimit(limit);
  const percent = usagePercent(current, limit);
  const colour = usageBarColour(percent);
  return (
    <li part="feature" className={styles.feature} data-feature={name} data-level={colour}>
      <div className={styles.featureRow}>
        <span id={labelId} className={styles.featureLabel}>
          {USAGE_FEATURE_LABELS[name]}
        </span>
        <span part="count" className={styles.count}>
          {usageCountText(current, limit)}
        </span>
      </div>
      <div part="bar" className={styles.bar}>
        <ProgressBar
          value={percent}
          labelledBy={labelId}
          valueText={unlimited ? `${current} used, unlimited` : `${current} of ${String(limit)} used`}
          color={colour}
          showValue={!compact && !unlimited}
        />
      </div>
    </li>
  );
}

export function firstReached(view: UsageSummaryView): UsageFeature | undefined {
  return USAGE_FEATURES.find((name) => view[name].isLimitReached);
}

export function ErrorPanel({ error, onRetry }: { error: UsageErrorClass; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      part="error"
      title={USAGE_ERROR_MESSAGES.unknown}
      action={
        error.retryable && (
          <Button variant="outlined" size="sm" onClick={onRetry}>
            {USAGE_SUMMARY_TEXTS.tryAgain}
          </Button>
        )
      }
    >
      {error.message !== USAGE_ERROR_MESSAGES.unknown && <p className={styles.flat}>{error.message}</p>}
    </Alert>
  );
}
