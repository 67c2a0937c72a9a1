import type { Recommendations, SubjectScore, TopicRecommendation } from '../schemas/analytics.js';
import type { TopicsBySubject } from '../schemas/dashboard.js';
import { topicList } from './topics.js';

/** Spec 01 §9: at most 3 weak topics per subject become recommendations. */
export const MAX_TOPICS_PER_SUBJECT = 3;

/** What the Recommendations tab shows when the server gives no recommendations. */
export const DEFAULT_GENERAL_RECOMMENDATIONS: readonly string[] = [
  'Review the feedback on your graded assessments and redo the questions you lost marks on.',
  'Practise a little every day rather than a lot at once.',
  'Show your working clearly: method marks count even when the final answer is wrong.',
  'Take another assessment in your weakest subject to track your progress.',
];

export function defaultRecommendations(): Recommendations {
  return { weakestSubject: null, generalRecommendations: [...DEFAULT_GENERAL_RECOMMENDATIONS], topicRecommendations: [] };
}

/** The subject with the lowest score (the first of equals), or null when there are none. */
export function weakestSubject(subjects: readonly SubjectScore[]): { subject: string; score: number } | null {
  let weakest: SubjectScore | undefined;
  for (const subject of subjects) if (weakest === undefined || subject.score < weakest.score) weakest = subject;
  return weakest ? { subject: weakest.subject, score: weakest.score } : null;
}

export function topicRecommendationText(subject: string, topic: string): string {
  return `Revise ${topic} in ${subject} and practise questions on it.`;
}

/** One recommendation for each of the first 3 weak topics of every subject. */
export function topicRecommendations(improvementAreas: TopicsBySubject | null | undefined): TopicRecommendation[] {
  return Object.entries(improvementAreas ?? {}).flatMap(([subject, topics]) =>
    (topicList(topics) ?? [])
      .slice(0, MAX_TOPICS_PER_SUBJECT)
      .map((topic) => ({ subject, topic, recommendation: topicRecommendationText(subject, topic) })),
  );
}

/** The server's recommendations, or the built-in ones when it gives none. */
export function recommendationsOrDefault(recommendations: Recommendations | null | undefined): Recommendations {
  if (!recommendations) return defaultRecommendations();
  const empty =
    recommendations.weakestSubject === null && recommendations.generalRecommendations.length === 0 && recommendations.topicRecommendations.length === 0;
  return empty ? defaultRecommendations() : recommendations;
}
