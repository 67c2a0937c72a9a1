import { useEffect, useState, type ReactNode } from 'react';
import { formatRelativeTime, subjectOverallScore, titleCaseSubject, type AnalyticsData, type Resource } from '@assess/core';
import { Alert, Button, LoadingState, Tabs, ToggleGroup, useAssessApi, type HeadingLevel, type NavigateHandler } from '@assess/ui';
import { OverviewPanel } from './OverviewPanel.tsx';
import { RecommendationsPanel } from './RecommendationsPanel.tsx';
import { SubjectProgressPanel } from './SubjectProgressPanel.tsx';
import { ANALYTICS_RANGES, ANALYTICS_TEXTS, DEFAULT_SUBJECT, type AnalyticsRange } from './texts.ts';
import { analyticsErrorText } from './loadAnalytics.ts';
import { useAnalytics, useSubjectProgress } from './useAnalytics.ts';
import * as styles from './Analytics.css.ts';

type Tab = 'overview' | 'progress' | 'recommendations';

/** A subject's name as the cards show it, found by id or name in the analytics; else the key itself. */
function subjectName(analytics: AnalyticsData | null, key: string): string {
  const entry = analytics?.overview.performanceBySubject.find((item) => item.subject_id === key || item.subject.toLowerCase() === key.toLowerCase());
  return titleCaseSubject(entry?.subject ?? key);
}

/** 'Last updated' (spec 02 §2), kept current while the screen is open. */
function LastUpdated({ value }: { value: string | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className={styles.lastUpdated} aria-live="off">
      {ANALYTICS_TEXTS.lastUpdated}: {formatRelativeTime(value, now)}
    </p>
  );
}

export interface DashboardControls {
  range: AnalyticsRange;
  onRange: (range: AnalyticsRange) => void;
}

/** The period toggle and Refresh above a dashboard. */
export function PeriodControls({ range, onRange, onRefresh, refreshing = false }: DashboardControls & { onRefresh: () => void; refreshing?: boolean }) {
  return (
    <div className={styles.controls}>
      <ToggleGroup label={ANALYTICS_TEXTS.rangeLabel} options={ANALYTICS_RANGES} value={range} onChange={onRange} />
      <Button variant="outlined" onClick={onRefresh} disabled={refreshing}>
        {ANALYTICS_TEXTS.refresh}
      </Button>
    </div>
  );
}

/** A dashboard's data still loading, or failed with Try Again; shown under its period controls. */
export function LoadStatus({ resource, onRetry }: { resource: Exclude<Resource<unknown>, { kind: 'data' }>; onRetry: () => void }) {
  if (resource.kind === 'loading') return <LoadingState title={ANALYTICS_TEXTS.loadingTitle} description={ANALYTICS_TEXTS.loadingDescription} />;
  return (
    <Alert severity="error" action={<Button variant="text" size="sm" onClick={onRetry}>{ANALYTICS_TEXTS.tryAgain}</Button>}>
      {analyticsErrorText(resource.error.cause)}
    </Alert>
  );
}

export interface StudentDashboardProps extends DashboardControls {
  studentId?: string | undefined;
  subject?: string | undefined;
  level: HeadingLevel;
  onNavigate: NavigateHandler | undefined;
}

/**
 * The dashboard of one student: the signed-in user's own, or a teacher's chosen student. Range, Refresh and
 * Last updated sit above the three tabs.
 */
export function StudentDashboard({ studentId, subject: initialSubject, range, onRange, level, onNavigate }: StudentDashboardProps) {
  const api = useAssessApi();
  const { resource, refreshing, refresh } = useAnalytics(api, range, studentId);
  const [tab, setTab] = useState<Tab>('overview');
  // The chosen subject's id, or its name when it has no id.
  const [chosen, setChosen] = useState<string | null>(initialSubject ?? null);
  const analytics = resource.kind === 'data' ? resource.data.analytics : null;
  const key = chosen ?? DEFAULT_SUBJECT;
  const subject = { key, name: subjectName(analytics, key) };
  const progress = useSubjectProgress(
    api,
    tab === 'progress' && analytics
      ? { subject: subject.key, range, studentId, overallScore: subjectOverallScore(analytics, subject.key), sample: resource.kind === 'data' && resource.data.warning !== null, overviewRead: analytics.lastUpdated }
      : null,
  );

  const controls = <PeriodControls range={range} onRange={onRange} onRefresh={refresh} refreshing={refreshing} />;
  if (resource.kind !== 'data') {
    return (
      <>
        {controls}
        <LoadStatus resource={resource} onRetry={refresh} />
      </>
    );
  }
  const { analytics: data, warning } = resource.data;
  const panel = (content: ReactNode) => (
    <div key={`${tab}-${range}-${data.lastUpdated}`} className={`${styles.panelBody} ${styles.fade}`}>
      {content}
    </div>
  );
  return (
    <>
      {controls}
      <LastUpdated value={data.lastUpdated} />
      {warning !== null && (
        <Alert severity="warning" part="warning">
          {warning}
        </Alert>
      )}
      <div aria-busy={refreshing}>
        <Tabs<Tab>
          label={ANALYTICS_TEXTS.tabsLabel}
          value={tab}
          onChange={setTab}
          items={[
            {
              value: 'overview',
              label: ANALYTICS_TEXTS.overview,
              content:
                tab === 'overview' &&
                panel(
                  <OverviewPanel
                    analytics={data}
                    level={level}
                    onSubject={(picked) => {
                      setChosen(picked);
                      setTab('progress');
                    }}
                  />,
                ),
            },
            {
              value: 'progress',
              label: ANALYTICS_TEXTS.subjectProgress,
              disabled: chosen === null,
              content: tab === 'progress' && panel(<SubjectProgressPanel subjectName={subject.name} state={progress} lastUpdated={data.lastUpdated} level={level} onNavigate={onNavigate} />),
            },
            {
              value: 'recommendations',
              label: ANALYTICS_TEXTS.recommendations,
              content:
                tab === 'recommendations' &&
                panel(refreshing ? <LoadingState title={ANALYTICS_TEXTS.loadingRecommendations} /> : <RecommendationsPanel analytics={data} level={level} onNavigate={onNavigate} />),
            },
          ]}
        />
      </div>
    </>
  );
}

