import type { CreateAssessmentDraft, QuestionSectionDraft } from './create-assessment.js';

/**
 * A fresh Create wizard (spec 02 §9): total marks 50, time limit 60, medium difficulty, and
 * Section A (short_essay, 5 questions, medium, 20 marks) with Section B (single_choice, 5, medium, 30).
 * AI-generated questions are the starting mode.
 */
export function createAssessmentDefaults(): CreateAssessmentDraft {
  return {
    mode: 'ai',
    title: '',
    description: '',
    subject: '',
    customSubject: '',
    classGroup: '',
    customClass: '',
    totalMarks: 50,
    timeLimit: 60,
    difficultyLevel: 'medium',
    instructions: '',
    sections: [
      { type: 'short_essay', count: 5, difficulty: 'medium', marks: 20, label: 'Section A' },
      { type: 'single_choice', count: 5, difficulty: 'medium', marks: 30, label: 'Section B' },
    ],
    questionPaper: null,
    markScheme: null,
  };
}

const SECTION_LABEL = /^Section ([A-Z])$/;

/**
 * The label after the last lettered section, so removing B from A, B, C still adds D, not a second C.
 */
export function nextSectionLabel(sections: QuestionSectionDraft[]): string {
  const letters = sections
    .map((section) => SECTION_LABEL.exec(section.label)?.[1])
    .filter((letter): letter is string => letter !== undefined)
    .map((letter) => letter.charCodeAt(0));
  const next = letters.length > 0 ? Math.max(...letters) + 1 : 'A'.charCodeAt(0) + sections.length;
  return next <= 'Z'.charCodeAt(0) ? `Section ${String.fromCharCode(next)}` : `Section ${sections.length + 1}`;
}

/** Add Section: multiple_choice, 1 question, medium, 10 marks, the next letter (spec 02 §9). */
export function addQuestionSection(sections: QuestionSectionDraft[]): QuestionSectionDraft[] {
  return [
    ...sections,
    { type: 'multiple_choice', count: 1, difficulty: 'medium', marks: 10, label: nextSectionLabel(sections) },
  ];
}

/** Remove Section: allowed only while more than one section remains. */
export function removeQuestionSection(sections: QuestionSectionDraft[], index: number): QuestionSectionDraft[] {
  if (sections.length <= 1 || index < 0 || index >= sections.length) return sections;
  return sections.filter((_, position) => position !== index);
}
