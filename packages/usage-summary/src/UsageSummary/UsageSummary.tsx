import { useState, useId, type MouseEvent, type ReactNode } from 'react';
import {
  USAGE_ERROR_MESSAGES,
  USAGE_FEATURES,
  USAGE_LIMIT_REACHED_TITLE,
  apiUsageLimitMessage,
  classifyUsageError,
  isUnlimitedLimit,
  routeTo,
  usageBarColour,
  usageCountText,
  usagePercent,
  type UsageErrorClass,
  type UsageFeature,
  type UsageSummaryView,
} from '@assess/core';
import {
  Alert,
  Button,
  Card,
  Heading,
  LoadingState,
  ProgressBar,
  WarningIcon,
  buttonClassName,
  RouteLink,
  useAssessApi,
  useResource,
  type HeadingLevel,
  type NavigateHandler,
} from '@assess/ui';
import { loadUsageSummary } from './loadUsageSummary.ts';
import * as styles from './UsageSummary.css.ts';

export type UsageSummaryVariant = 'compact' | 'full';

export const DEFAULT_SUPPORT_EMAIL = 'support@assess.example';

export const USAGE_FEATURE_LABELS: Record<UsageFeature, string> = {
  validation: 'Validation',
  assessment: 'Assessment',
  assessment_submission: 'Assessment Submission',
};

export const USAGE_SUMMARY_TEXTS = {
  title: 'Usage Summary',
  loading: 'Loading usage information...',
  tryAgain: 'Try Again',
  viewSubscriptionOptions: 'View Subscription Options',
  upgradePlan: 'Upgrade Plan',
  contactSupport: 'Contact Support',
  plan: 'Plan',
  nextReset: 'Next reset',
  defaultsShown: 'Showing the default limits until usage information can be retrieved.',
} as const;

export interface UsageSummaryProps {
  /** 'compact' (bars and one line of plan and reset) or 'full' (the default; also percentages). */
  variant?: UsageSummaryVariant | (string & {});
  /** Level of the 'Usage Summary' heading, to fit the page outline (default 2). */
  headingLevel?: number;
  /** The address of the support link. */
  supportEmail?: string;
  /**
   * Called on a plain click of a link to another product page. A React host routes and returns nothing; inside
   * the element this dispatches assess-navigate, and the link is followed only when no listener cancelled it.
   */
  onNavigate?: NavigateHandler;
  /**
   * On the page that shows the plans, the id of their section: Upgrade Plan and View Subscription Options then
   * take the reader to the plans below instead of linking to the page they are on.
   */
  plansId?: string;
}

interface SubscriptionLinkProps {
  plansId: string | undefined;
  onNavigate: UsageSummaryProps['onNavigate'];
  className: string;
  part?: string;
  children: ReactNode;
}

/** Upgrade Plan and View Subscription Options: the subscription page, or the plans on this one. */
function SubscriptionLink({ plansId, onNavigate, className, part, children }: SubscriptionLinkProps) {
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

function headingLevelOf(level: number | undefined): HeadingLevel {
  return level !== undefined && Number.isInteger(level) && level >= 1 && level <= 5 ? (level as HeadingLevel) : 2;
}

function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));
}

interface LimitWarningProps {
  message: string;
  level: HeadingLevel;
  supportEmail: string;
  onRetry?: () => void;
  onNavigate: UsageSummaryProps['onNavigate'];
  plansId: string | undefined;
}

/** 'Usage Limit Reached', with Try Again (when trying again can help), the subscription options and support. */
function LimitWarning({ message, level, supportEmail, onRetry, onNavigate, plansId }: LimitWarningProps) {
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

function FeatureBar({ name, view, compact }: { name: UsageFeature; view: UsageSummaryView; compact: boolean }) {
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

function firstReached(view: UsageSummaryView): UsageFeature | undefined {
  return USAGE_FEATURES.find((name) => view[name].isLimitReached);
}

function ErrorPanel({ error, onRetry }: { error: UsageErrorClass; onRetry: () => void }) {
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

/**
 * Today's usage of validation, assessment and assessment submission against the plan's limits, the plan,
 * the next reset and whether upgrading is possible (spec 01 §2), in a compact or a full variant.
 */
export function UsageSummary({ variant = 'full', headingLevel, supportEmail = DEFAULT_SUPPORT_EMAIL, onNavigate, plansId }: UsageSummaryProps) {
  const api = useAssessApi();
  // Each Try Again reads afresh from the loading state (the usage answers are otherwise kept 5 minutes).
  const [attempt, setAttempt] = useState(0);
  const { resource } = useResource(`usage:${attempt}`, ({ fresh, signal }) => loadUsageSummary(api, { fresh: fresh || attempt > 0, signal }));
  const retry = () => setAttempt((value) => value + 1);
  const compact = variant === 'compact';
  const level = headingLevelOf(headingLevel);
  const subLevel = (level + 1) as HeadingLevel;

  let body: ReactNode;
  if (resource.kind === 'loading') {
    body = <LoadingState title={USAGE_SUMMARY_TEXTS.loading} />;
  } else if (resource.kind === 'error') {
    const error = classifyUsageError(resource.error.cause);
    body =
      error.kind === 'usage_limit' ? (
        // A usage limit is not retryable: the warning offers the subscription options and support only.
        <LimitWarning message={error.message} level={subLevel} supportEmail={supportEmail} onNavigate={onNavigate} plansId={plansId} />
      ) : (
        <ErrorPanel error={error} onRetry={retry} />
      );
  } else {
    const state = resource.data;
    const { view } = state;
    body = (
      <>
        {state.source === 'defaults' && (
          <Alert
            severity="warning"
            autoDismiss={false}
            part="notice"
            className={styles.notice}
            title={state.error.message}
            action={
              <Button variant="outlined" size="sm" onClick={retry}>
                {USAGE_SUMMARY_TEXTS.tryAgain}
              </Button>
            }
          >
            <p className={styles.flat}>{USAGE_SUMMARY_TEXTS.defaultsShown}</p>
          </Alert>
        )}
        {state.limitReached && (
          <LimitWarning
            message={apiUsageLimitMessage(firstReached(view))}
            level={subLevel}
            supportEmail={supportEmail}
            onRetry={retry}
            onNavigate={onNavigate}
            plansId={plansId}
          />
        )}
        <ul className={compact ? `${styles.list} ${styles.compactList}` : styles.list}>
          {USAGE_FEATURES.map((name) => (
            <FeatureBar key={name} name={name} view={view} compact={compact} />
          ))}
        </ul>
        <div className={styles.footer}>
          <dl className={styles.meta}>
            <div part="plan" className={styles.metaItem}>
              <dt className={styles.metaTerm}>{USAGE_SUMMARY_TEXTS.plan}:</dt>
              <dd className={styles.metaValue}>{view.planName}</dd>
            </div>
            <div part="reset" className={styles.metaItem}>
              <dt className={styles.metaTerm}>{USAGE_SUMMARY_TEXTS.nextReset}:</dt>
              <dd className={styles.metaValue}>
                <time dateTime={view.nextResetDate}>{formatDate(view.nextResetDate)}</time>
              </dd>
            </div>
          </dl>
          {view.canUpgrade && (
            <SubscriptionLink
              plansId={plansId}
              onNavigate={onNavigate}
              part="upgrade"
              className={compact ? styles.link : buttonClassName({ variant: 'secondary', size: 'sm' })}
            >
              {USAGE_SUMMARY_TEXTS.upgradePlan}
            </SubscriptionLink>
          )}
        </div>
      </>
    );
  }

  return (
    <Card
      as="section"
      part="summary"
      data-variant={compact ? 'compact' : 'full'}
      className={`${styles.root} ${styles.variants[compact ? 'compact' : 'full']}`}
      title={USAGE_SUMMARY_TEXTS.title}
      headingLevel={level}
      aria-busy={resource.kind === 'loading' || undefined}
    >
      {body}
    </Card>
  );
}
