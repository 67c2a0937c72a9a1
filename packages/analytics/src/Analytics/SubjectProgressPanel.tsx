import { formatShortDate, progressChartStats, routeTo, subjectLastUpdate, topicText, type Resource, type SubjectProgress } from '@assess/core';
import { buttonClassName, Chip, EmptyState, type HeadingLevel, LoadingState, type NavigateHandler, RouteLink, StatCards } from '@assess/ui';
import { ProgressChart } from '../ProgressChart/ProgressChart.tsx';
import { trendLabel, trendText } from '../ProgressChart/chart-format.ts';
import { ANALYTICS_TEXTS } from './texts.ts';
import { Section, nextLevel } from './parts.tsx';
import * as styles from './Analytics.css.ts';

export interface SubjectProgressPanelProps {
  subjectName: string;
  state: Resource<SubjectProgress>;
  /** The analytics' own last update, for Last Update when there are no points. */
  lastUpdated: string | null;
  level: HeadingLevel;
  onNavigate: NavigateHandler | undefined;
}

/** Improvement with a plus sign when not negative, to one decimal; the stored failure text as it is. */
export function improvementText(improvement: number | string): string {
  if (typeof improvement === 'string') return improvement;
  return `${improvement >= 0 ? '+' : ''}${improvement.toFixed(1)}%`;
}

export function TakeAnAssessment({ onNavigate }: { onNavigate: NavigateHandler | undefined }) {
  return (
    <RouteLink to={routeTo('assessments')} onNavigate={onNavigate} className={buttonClassName()} part="take-assessment">
      {ANALYTICS_TEXTS.takeAnAssessment}
    </RouteLink>
  );
}

function TopicList({ items, label }: { items: unknown[]; label: string }) {
  if (items.length === 0) return <p className={styles.muted}>{ANALYTICS_TEXTS.noneYet}</p>;
  return (
    <ul className={styles.plainList} aria-label={label}>
      {items.map((item, index) => (
        <li key={index}>{topicText(item)}</li>
      ))}
    </ul>
  );
}

/** The Subject Progress tab (spec 02 §2): stat cards, Progress Over Time, strengths and areas to improve. */
export function SubjectProgressPanel({ subjectName, state, lastUpdated, level, onNavigate }: SubjectProgressPanelProps) {
  // The loader never fails (a failure is the empty record), so anything but data is still loading.
  if (state.kind !== 'data') return <LoadingState title={ANALYTICS_TEXTS.loadingProgress} />;
  const progress = state.data;
  const inner = nextLevel(level);
  if (progress.reports_completed === 0 && progress.progress_over_time.length === 0) {
    return (
      <EmptyState
        headingLevel={level}
        title={ANALYTICS_TEXTS.noProgressTitle}
        description={ANALYTICS_TEXTS.noProgressYetDescription}
        actions={<TakeAnAssessment onNavigate={onNavigate} />}
      />
    );
  }
  return <SubjectProgressView subjectName={subjectName} progress={progress} lastUpdated={lastUpdated} level={level} inner={inner} onNavigate={onNavigate} />;
}

function SubjectProgressView({
  subjectName,
  progress,
  lastUpdated,
  level,
  inner,
  onNavigate,
}: {
  subjectName: string;
  progress: SubjectProgress;
  lastUpdated: string | null;
  level: HeadingLevel;
  inner: HeadingLevel;
  onNavigate: NavigateHandler | undefined;
}) {
  const points = progress.progress_over_time;
  const { best, trend } = progressChartStats(points);
  return (
    <>
      <Section title={subjectName} level={level}>
        <StatCards
          label={`${subjectName} ${ANALYTICS_TEXTS.subjectProgress}`}
          stats={[
            { label: ANALYTICS_TEXTS.reportsCompleted, value: progress.reports_completed },
            { label: ANALYTICS_TEXTS.averageScore, value: `${Math.round(progress.average_score)}%` },
            { label: ANALYTICS_TEXTS.improvement, value: improvementText(progress.improvement) },
            { label: ANALYTICS_TEXTS.lastUpdate, value: formatShortDate(subjectLastUpdate(progress, lastUpdated), { fallback: 'N/A' }) },
          ]}
        />
      </Section>
      <Section title={ANALYTICS_TEXTS.progressOverTime} level={inner}>
        {points.length === 0 ? (
          <EmptyState
            headingLevel={nextLevel(inner)}
            title={ANALYTICS_TEXTS.noProgressYetTitle}
            description={ANALYTICS_TEXTS.noProgressYetDescription}
            actions={<TakeAnAssessment onNavigate={onNavigate} />}
          />
        ) : (
          <>
            <div className={styles.chips}>
              {best !== null && (
                <Chip color="success" size="sm">
                  {ANALYTICS_TEXTS.best}: {best.toFixed(1)}%
                </Chip>
              )}
              {trend !== null && (
                <Chip color={trend >= 0 ? 'info' : 'warning'} size="sm" aria-label={trendLabel(trend)}>
                  {ANALYTICS_TEXTS.trend}: {trendText(trend)}
                </Chip>
              )}
            </div>
            <ProgressChart label={`${subjectName}: ${ANALYTICS_TEXTS.progressOverTime}`} series={[{ label: subjectName, points }]} />
          </>
        )}
      </Section>
      <div className={styles.sections}>
        <Section title={ANALYTICS_TEXTS.strengths} level={inner}>
          <TopicList items={progress.strengths} label={ANALYTICS_TEXTS.strengths} />
        </Section>
        <Section title={ANALYTICS_TEXTS.areasToImprove} level={inner}>
          <TopicList items={progress.weaknesses} label={ANALYTICS_TEXTS.areasToImprove} />
        </Section>
      </div>
    </>
  );
}
