import { describe, expect, it } from 'vitest';
import {
  analyticsScoreBand,
  dashboardScoreChipColour,
  progressScoreColour,
  reportOverallScoreColour,
  studentAverageColour,
  studentCompletionColour,
} from './score-bands.js';

describe('score colour bands', () => {
  it('dashboard chip: 80+ green, 60+ orange, else red', () => {
    expect([100, 80, 79.9, 60, 59, 0].map(dashboardScoreChipColour)).toEqual(['green', 'green', 'orange', 'orange', 'red', 'red']);
  });

  it('student and progress screens: 70+ green, 50-69 amber, below 50 red', () => {
    expect([70, 69, 50, 49, 0].map(progressScoreColour)).toEqual(['green', 'amber', 'amber', 'red', 'red']);
  });

  it('report detail overall: 80+ success, 60+ info, 40+ warning, else error', () => {
    expect([80, 79, 60, 59, 40, 39].map(reportOverallScoreColour)).toEqual([
      'success',
      'info',
      'info',
      'warning',
      'warning',
      'error',
    ]);
  });

  it('student average: 80+ positive, 60+ neutral, else negative; completion above 50 positive', () => {
    expect([80, 79, 60, 59].map(studentAverageColour)).toEqual(['positive', 'neutral', 'neutral', 'negative']);
    expect([51, 50, 0].map(studentCompletionColour)).toEqual(['positive', 'neutral', 'neutral']);
  });

  it('analytics and students: 90+ success, 80-89 info, 70-79 warning, below 70 error', () => {
    expect([90, 89, 80, 79, 70, 69].map(analyticsScoreBand)).toEqual(['success', 'info', 'info', 'warning', 'warning', 'error']);
  });

  it('puts a missing score in the lowest band', () => {
    expect(dashboardScoreChipColour(Number.NaN)).toBe('red');
    expect(analyticsScoreBand(Number.NaN)).toBe('error');
  });
});
