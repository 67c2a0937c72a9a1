import { recommendationsOrDefault, titleCaseSubject, type AnalyticsData } from '@assess/core';
import { EmptyState, type HeadingLevel, type NavigateHandler } from '@assess/ui';
import { ANALYTICS_TEXTS } from './texts.ts';
import { Section, percent } from './parts.tsx';
import { TakeAnAssessment } from './SubjectProgressPanel.tsx';
import * as styles from './Analytics.css.ts';

/** Whether there is anything to base recommendations on: any result at all. */
function hasResults(analytics: AnalyticsData): boolean {
  return analytics.completed_assessments > 0 || analytics.overview.performanceBySubject.length > 0;
}

/**
 * The Recommendations tab (spec 02 §2): Focus Area, General and Topic-Specific Recommendations, the built-in
 * ones when the server gives none; with no results yet, the empty state with Take an Assessment.
 */
export function RecommendationsPanel({ analytics, level, onNavigate }: { analytics: AnalyticsData; level: HeadingLevel; onNavigate: NavigateHandler | undefined }) {
  if (!hasResults(analytics)) {
    return (
      <EmptyState
        headingLevel={level}
        title={ANALYTICS_TEXTS.noRecommendationsTitle}
        description={ANALYTICS_TEXTS.noRecommendationsDescription}
        actions={<TakeAnAssessment onNavigate={onNavigate} />}
      />
    );
  }
  const { weakestSubject, generalRecommendations, topicRecommendations } = recommendationsOrDefault(analytics.recommendations);
  return (
    <>
      {weakestSubject && (
        <Section title={ANALYTICS_TEXTS.focusArea} level={level}>
          <div className={styles.focus} part="focus-area">
            <span className={styles.focusSubject}>
              {titleCaseSubject(weakestSubject.subject)} ({percent(weakestSubject.score)})
            </span>
            <span>{ANALYTICS_TEXTS.needsAttention}</span>
          </div>
        </Section>
      )}
      <Section title={ANALYTICS_TEXTS.generalRecommendations} level={level}>
        <ul className={styles.plainList}>
          {generalRecommendations.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </Section>
      {topicRecommendations.length > 0 && (
        <Section title={ANALYTICS_TEXTS.topicRecommendations} level={level}>
          <ul className={styles.cardList}>
            {topicRecommendations.map((item) => (
              <li key={`${item.subject}-${item.topic}`} className={styles.reportCard}>
                <span className={styles.cardTitle}>
                  {titleCaseSubject(item.subject)} - {item.topic}
                </span>
                <span>{item.recommendation}</span>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
