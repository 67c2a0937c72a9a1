import { analyticsOverviewStats, formatShortDate, titleCaseSubject, topicGroups, type AnalyticsData } from '@assess/core';
import { EmptyState, type HeadingLevel, ProgressBar, StatCards } from '@assess/ui';
import { ANALYTICS_TEXTS } from './texts.ts';
import { ScoreChip, Section, nextLevel } from './parts.tsx';
import * as styles from './Analytics.css.ts';

export interface OverviewPanelProps {
  analytics: AnalyticsData;
  level: HeadingLevel;
  /** A subject card was chosen: its id when it has one, else its name. */
  onSubject: (subject: string) => void;
}

function TopicGroups({ areas, label }: { areas: AnalyticsData['overview']['strengthAreas']; label: string }) {
  const groups = topicGroups(areas);
  if (groups.length === 0) return <p className={styles.muted}>{ANALYTICS_TEXTS.noDataAvailable}</p>;
  return (
    <ul className={styles.cardList} aria-label={label}>
      {groups.map((group) => (
        <li key={group.subject}>
        <details className={styles.group} open>
          <summary className={styles.groupSummary}>{titleCaseSubject(group.subject)}</summary>
          {group.topics === null ? (
            <p className={styles.topicList}>{ANALYTICS_TEXTS.noDataAvailable}</p>
          ) : (
            <ul className={styles.topicList}>
              {group.topics.map((topic, index) => (
                <li key={`${topic}-${index}`}>{topic}</li>
              ))}
            </ul>
          )}
        </details>
        </li>
      ))}
    </ul>
  );
}

/** The Overview tab (spec 02 §2): stat cards, performance by subject, recent reports, strengths and improvement areas. */
export function OverviewPanel({ analytics, level, onSubject }: OverviewPanelProps) {
  const stats = analyticsOverviewStats(analytics);
  const { performanceBySubject, recentReports, strengthAreas, improvementAreas } = analytics.overview;
  const inner = nextLevel(level);
  return (
    <>
      <StatCards
        label={ANALYTICS_TEXTS.overview}
        stats={[
          { label: ANALYTICS_TEXTS.totalReports, value: stats.totalReports },
          { label: ANALYTICS_TEXTS.averageScore, value: `${stats.averageScore}%` },
          { label: ANALYTICS_TEXTS.highestScore, value: `${stats.highestScore}%` },
          { label: ANALYTICS_TEXTS.improvement, value: stats.improvementText },
        ]}
      />
      <div className={styles.sections}>
        <Section title={ANALYTICS_TEXTS.performanceBySubject} level={level}>
          {performanceBySubject.length === 0 ? (
            <EmptyState headingLevel={inner} title={ANALYTICS_TEXTS.noPerformanceTitle} description={ANALYTICS_TEXTS.noPerformanceDescription} />
          ) : (
            <ul className={styles.cardList}>
              {performanceBySubject.map((entry) => {
                const name = titleCaseSubject(entry.subject);
                return (
                  <li key={entry.subject_id ?? entry.subject}>
                    <button
                      type="button"
                      part="subject-card"
                      className={styles.subjectCard}
                      onClick={() => onSubject(entry.subject_id ?? entry.subject)}
                    >
                      <span className={styles.cardRow}>
                        <span className={styles.cardTitle}>{name}</span>{' '}
                        <ScoreChip score={entry.score} />
                      </span>
                      {/* The chip says the score; the bar only shows it, so the card's name is its visible text. */}
                      <span aria-hidden="true">
                        <ProgressBar value={Math.min(100, Math.max(0, entry.score))} label={`${name} score`} color="primary" />
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </Section>
        <Section title={ANALYTICS_TEXTS.recentReports} level={level}>
          {recentReports.length === 0 ? (
            <EmptyState headingLevel={inner} title={ANALYTICS_TEXTS.noRecentReportsTitle} description={ANALYTICS_TEXTS.noRecentReportsDescription} />
          ) : (
            <ul className={styles.cardList}>
              {recentReports.map((report, index) => (
                <li key={report.id ?? index} className={styles.reportCard} part="report-card">
                  <span className={styles.cardRow}>
                    <span className={styles.cardTitle}>{report.title}</span>
                    <ScoreChip score={report.score} />
                  </span>
                  <span className={styles.muted}>{formatShortDate(report.date)}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={ANALYTICS_TEXTS.strengthAreas} level={level}>
          <TopicGroups areas={strengthAreas} label={ANALYTICS_TEXTS.strengthAreas} />
        </Section>
        <Section title={ANALYTICS_TEXTS.improvementAreas} level={level}>
          <TopicGroups areas={improvementAreas} label={ANALYTICS_TEXTS.improvementAreas} />
        </Section>
      </div>
    </>
  );
}
