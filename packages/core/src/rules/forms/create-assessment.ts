import type { PickedFile } from './pdf-file.js';

/** The picker value that means 'type my own' for both subject and class. */
export const CREATE_CUSTOM_OPTION = 'custom';

export interface QuestionSectionDraft {
  type: string;
  /** As typed: parsed as an integer, 1 when it is not a number. */
  count: string | number;
  difficulty: string;
  /** Marks for the whole section, as typed: parsed as an integer, 0 when it is not a number. */
  marks: string | number;
  label: string;
}

export interface CreateAssessmentDraft {
  mode: 'ai' | 'files';
  title: string;
  description: string;
  /** A subject id or name, CREATE_CUSTOM_OPTION, or empty. */
  subject: string;
  customSubject: string;
  /** A year group such as 'Year 10', CREATE_CUSTOM_OPTION, or empty. */
  classGroup: string;
  customClass: string;
  totalMarks: string | number;
  timeLimit: string | number;
  difficultyLevel: string;
  instructions: string;
  sections: QuestionSectionDraft[];
  questionPaper: PickedFile | null;
  markScheme: PickedFile | null;
}

export const CREATE_ASSESSMENT_MESSAGES = {
  titleRequired: 'Assessment title is required',
  subjectRequired: 'Subject is required',
  classRequired: 'Class/Year group is required',
  totalMarksPositive: 'Total marks must be greater than 0',
  timeLimitPositive: 'Time limit must be greater than 0',
  questionPaperRequired: 'Question paper file is required',
  markSchemeRequired: 'Mark scheme file is required',
  sectionsRequired: 'At least one question type is required',
} as const;

export function questionMarksMismatchMessage(sum: number, total: number): string {
  return `Question marks (${sum}) must equal total marks (${total})`;
}

export function invalidSectionMessage(position: number): string {
  return `Invalid question type configuration at position ${position}`;
}

export type CreateDetailsErrors = Partial<Record<'title' | 'subject' | 'classGroup' | 'totalMarks' | 'timeLimit', string>>;
export type CreateQuestionsErrors = Partial<Record<'questionPaper' | 'markScheme' | 'sections', string>>;

/** Parses a section's question count; anything that is not an integer counts as 1 (spec 02 §5). */
export function parseSectionCount(value: string | number): number {
  const parsed = Number.parseInt(String(value), 10);
  return Number.isNaN(parsed) ? 1 : parsed;
}

/** Parses a section's marks; anything that is not an integer counts as 0 (spec 02 §5). */
export function parseSectionMarks(value: string | number): number {
  const parsed = Number.parseInt(String(value), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

function positive(value: string | number): boolean {
  const number = typeof value === 'number' ? value : Number(String(value).trim() || Number.NaN);
  return Number.isFinite(number) && number > 0;
}

function chosen(pick: string, custom: string): boolean {
  if (pick === CREATE_CUSTOM_OPTION) return custom.trim() !== '';
  return pick.trim() !== '' || custom.trim() !== '';
}

/** Step 0, Assessment Details (spec 02 §5). Empty when Next may be pressed. */
export function validateCreateDetailsStep(draft: CreateAssessmentDraft): CreateDetailsErrors {
  const errors: CreateDetailsErrors = {};
  if (draft.title.trim() === '') errors.title = CREATE_ASSESSMENT_MESSAGES.titleRequired;
  if (!chosen(draft.subject, draft.customSubject)) errors.subject = CREATE_ASSESSMENT_MESSAGES.subjectRequired;
  if (!chosen(draft.classGroup, draft.customClass)) errors.classGroup = CREATE_ASSESSMENT_MESSAGES.classRequired;
  if (!positive(draft.totalMarks)) errors.totalMarks = CREATE_ASSESSMENT_MESSAGES.totalMarksPositive;
  if (!positive(draft.timeLimit)) errors.timeLimit = CREATE_ASSESSMENT_MESSAGES.timeLimitPositive;
  return errors;
}

/** Step 1, Questions Configuration: both files in file mode; in AI mode sections whose marks add up. */
export function validateCreateQuestionsStep(draft: CreateAssessmentDraft): CreateQuestionsErrors {
  const errors: CreateQuestionsErrors = {};
  if (draft.mode === 'files') {
    if (!draft.questionPaper) errors.questionPaper = CREATE_ASSESSMENT_MESSAGES.questionPaperRequired;
    if (!draft.markScheme) errors.markScheme = CREATE_ASSESSMENT_MESSAGES.markSchemeRequired;
    return errors;
  }
  if (draft.sections.length === 0) {
    errors.sections = CREATE_ASSESSMENT_MESSAGES.sectionsRequired;
    return errors;
  }
  const sum = draft.sections.reduce((total, section) => total + parseSectionMarks(section.marks), 0);
  const total = Number(draft.totalMarks);
  if (sum !== total) errors.sections = questionMarksMismatchMessage(sum, total);
  return errors;
}

/**
 * The final check on Review & Submit: the first problem of steps 0 and 1, then, in AI mode, each
 * section needs a type, a count above 0, a difficulty and marks above 0. Null when it may be sent.
 */
export function validateCreateAssessmentSubmit(draft: CreateAssessmentDraft): string | null {
  const earlier = [
    ...Object.values(validateCreateDetailsStep(draft)),
    ...Object.values(validateCreateQuestionsStep(draft)),
  ];
  if (earlier.length > 0) return earlier[0] as string;
  if (draft.mode === 'files') return null;
  const bad = draft.sections.findIndex(
    (section) =>
      section.type.trim() === '' ||
      parseSectionCount(section.count) <= 0 ||
      section.difficulty.trim() === '' ||
      parseSectionMarks(section.marks) <= 0,
  );
  return bad === -1 ? null : invalidSectionMessage(bad + 1);
}

/** One entry of question_configuration.question_types in the AI-mode create call (spec 02 §7). */
export interface QuestionTypeConfig {
  question_type: string;
  question_count: number;
  difficulty_level: string;
  marks_per_section: number;
  order: number;
  section_label: string;
}

/** The sections as the create call sends them, counted from order 1. */
export function sectionsToQuestionTypes(sections: QuestionSectionDraft[]): QuestionTypeConfig[] {
  return sections.map((section, index) => ({
    question_type: section.type,
    question_count: parseSectionCount(section.count),
    difficulty_level: section.difficulty,
    marks_per_section: parseSectionMarks(section.marks),
    order: index + 1,
    section_label: section.label,
  }));
}
