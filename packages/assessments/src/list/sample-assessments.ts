import { assessmentListItemSchema, type AssessmentListItem, type SampleAssessment } from '@assess/core';

/**
 * The built-in sample assessments, shown only when the backend cannot be reached (spec 01 §8, decision 3)
 * and always labelled as sample data on screen.
 */
export const SAMPLE_ASSESSMENTS: readonly SampleAssessment[] = [
  {
    id: 'sample-1',
    title: 'Algebra Fundamentals',
    description: 'Linear equations, inequalities and simple quadratic expressions with worked solutions.',
    status: 'completed',
    createdAt: '2025-01-05T09:00:00Z',
    updatedAt: '2025-01-06T09:00:00Z',
    subject: 'Mathematics',
    difficulty: 'beginner',
    questions: 12,
    timeLimit: 45,
    score: 82,
  },
  {
    id: 'sample-2',
    title: 'Cell Biology',
    description: 'Cell structure, organelles and transport across membranes.',
    status: 'in_progress',
    createdAt: '2025-01-12T09:00:00Z',
    updatedAt: '2025-01-12T09:00:00Z',
    subject: 'Biology',
    difficulty: 'intermediate',
    questions: 10,
    timeLimit: 40,
    score: null,
  },
  {
    id: 'sample-3',
    title: 'Forces and Motion',
    description: "Newton's laws, momentum and energy in mechanical systems.",
    status: 'draft',
    createdAt: '2025-01-20T09:00:00Z',
    updatedAt: '2025-01-20T09:00:00Z',
    subject: 'Physics',
    difficulty: 'advanced',
    questions: 8,
    timeLimit: 60,
    score: null,
  },
];

/** The sample assessments as list items. */
export function sampleAssessmentItems(): AssessmentListItem[] {
  return SAMPLE_ASSESSMENTS.map((sample) =>
    assessmentListItemSchema.parse({
      id: sample.id,
      title: sample.title,
      description: sample.description,
      status: sample.status,
      created_at: sample.createdAt,
      subject: { name: sample.subject },
    }),
  );
}
