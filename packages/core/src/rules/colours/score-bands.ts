// Each screen of the specification colours scores with its own thresholds; one function a screen.
// A score that is not a number falls into the lowest band.

function atLeast(score: number, threshold: number): boolean {
  return Number.isFinite(score) && score >= threshold;
}

/** Dashboard score chip (spec 01 §9): 80 and above green, 60 and above orange, else red. */
export function dashboardScoreChipColour(score: number): 'green' | 'orange' | 'red' {
  if (atLeast(score, 80)) return 'green';
  if (atLeast(score, 60)) return 'orange';
  return 'red';
}

/** Student and progress screens (spec 02 §9): 70+ green, 50-69 amber, below 50 red. */
export function progressScoreColour(score: number): 'green' | 'amber' | 'red' {
  if (atLeast(score, 70)) return 'green';
  if (atLeast(score, 50)) return 'amber';
  return 'red';
}

export type SeverityColour = 'success' | 'info' | 'warning' | 'error';

/** Report detail overall score (spec 02 §9): 80+ success, 60+ info, 40+ warning, else error. */
export function reportOverallScoreColour(score: number): SeverityColour {
  if (atLeast(score, 80)) return 'success';
  if (atLeast(score, 60)) return 'info';
  if (atLeast(score, 40)) return 'warning';
  return 'error';
}

export type SentimentColour = 'positive' | 'neutral' | 'negative';

/** Student average (spec 02 §9): 80+ positive, 60+ neutral, else negative. */
export function studentAverageColour(average: number): SentimentColour {
  if (atLeast(average, 80)) return 'positive';
  if (atLeast(average, 60)) return 'neutral';
  return 'negative';
}

/**
 * Completion percent beside the student average: above 50 is positive. The specification names no
 * other band, so the rest is neutral rather than alarming.
 */
export function studentCompletionColour(percent: number): 'positive' | 'neutral' {
  return Number.isFinite(percent) && percent > 50 ? 'positive' : 'neutral';
}

/** Analytics and students screens (spec 02 §9): 90+ success, 80-89 info, 70-79 warning, below 70 error. */
export function analyticsScoreBand(score: number): SeverityColour {
  if (atLeast(score, 90)) return 'success';
  if (atLeast(score, 80)) return 'info';
  if (atLeast(score, 70)) return 'warning';
  return 'error';
}
