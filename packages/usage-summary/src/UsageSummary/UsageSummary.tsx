import { useState, type ReactNode } from 'react';
import { USAGE_FEATURES, apiUsageLimitMessage, classifyUsageError } from '@assess/core';
import { Alert, Button, Card, LoadingState, buttonClassName, useAssessApi, useResource, type HeadingLevel, type NavigateHandler } from '@assess/ui';
import { loadUsageSummary } from './loadUsageSummary.ts';
import { ErrorPanel, FeatureBar, LimitWarning, SubscriptionLink, firstReached, formatDate, headingLevelOf } from './parts.tsx';
import { DEFAULT_SUPPORT_EMAIL, USAGE_SUMMARY_TEXTS, type UsageSummaryVariant } from './texts.ts';
import * as styles from './UsageSummary.css.ts';

export { DEFAULT_SUPPORT_EMAIL, USAGE_FEATURE_LABELS, USAGE_SUMMARY_TEXTS, type UsageSummaryVariant } from './texts.ts';

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
