import { describe, expect, it } from 'vitest';
import {
  parseSectionCount,
  parseSectionMarks,
  sectionsToQuestionTypes,
  validateCreateAssessmentSubmit,
  validateCreateDetailsStep,
  validateCreateQuestionsStep,
  type CreateAssessmentDraft,
} from './create-assessment.js';
import {
  addQuestionSection,
  createAssessmentDefaults,
  nextSectionLabel,
  removeQuestionSection,
} from './create-assessment-defaults.js';

const filled = (): CreateAssessmentDraft => ({
  ...createAssessmentDefaults(),
  title: 'Cells',
  subject: 'biology',
  classGroup: 'Year 10',
});

describe('create wizard defaults', () => {
  it('start at 50 marks, 60 minutes, medium, with Sections A and B', () => {
    const draft = createAssessmentDefaults();
    expect(draft).toMatchObject({ totalMarks: 50, timeLimit: 60, difficultyLevel: 'medium', mode: 'ai' });
    expect(draft.sections).toEqual([
      { type: 'short_essay', count: 5, difficulty: 'medium', marks: 20, label: 'Section A' },
      { type: 'single_choice', count: 5, difficulty: 'medium', marks: 30, label: 'Section B' },
    ]);
  });

  it('add multiple_choice sections of 1 medium question worth 10 marks under the next letter', () => {
    const sections = addQuestionSection(createAssessmentDefaults().sections);
    expect(sections[2]).toEqual({ type: 'multiple_choice', count: 1, difficulty: 'medium', marks: 10, label: 'Section C' });
    const withoutB = removeQuestionSection(sections, 1);
    expect(withoutB.map((section) => section.label)).toEqual(['Section A', 'Section C']);
    expect(nextSectionLabel(withoutB)).toBe('Section D');
    expect(nextSectionLabel([])).toBe('Section A');
  });

  it('remove a section only while more than one remains', () => {
    const one = removeQuestionSection(createAssessmentDefaults().sections, 0);
    expect(one).toHaveLength(1);
    expect(removeQuestionSection(one, 0)).toBe(one);
  });
});

describe('create wizard step 0', () => {
  it('accepts the filled defaults', () => {
    expect(validateCreateDetailsStep(filled())).toEqual({});
  });

  it('needs title, subject, class, and positive marks and time', () => {
    expect(
      validateCreateDetailsStep({ ...createAssessmentDefaults(), totalMarks: 0, timeLimit: '' }),
    ).toEqual({
      title: 'Assessment title is required',
      subject: 'Subject is required',
      classGroup: 'Class/Year group is required',
      totalMarks: 'Total marks must be greater than 0',
      timeLimit: 'Time limit must be greater than 0',
    });
    expect(validateCreateDetailsStep({ ...filled(), timeLimit: '-5' }).timeLimit).toBe('Time limit must be greater than 0');
  });

  it('takes a custom subject or class instead of a picked one', () => {
    const custom = { ...filled(), subject: 'custom', customSubject: '', classGroup: 'custom', customClass: '' };
    expect(validateCreateDetailsStep(custom)).toEqual({
      subject: 'Subject is required',
      classGroup: 'Class/Year group is required',
    });
    expect(validateCreateDetailsStep({ ...custom, customSubject: 'Latin', customClass: 'Set 3' })).toEqual({});
  });
});

describe('create wizard step 1', () => {
  it('needs both files in file mode', () => {
    expect(validateCreateQuestionsStep({ ...filled(), mode: 'files' })).toEqual({
      questionPaper: 'Question paper file is required',
      markScheme: 'Mark scheme file is required',
    });
    const file = { name: 'q.pdf', size: 1, type: 'application/pdf' };
    expect(validateCreateQuestionsStep({ ...filled(), mode: 'files', questionPaper: file, markScheme: file })).toEqual({});
  });

  it('needs at least one section in AI mode', () => {
    expect(validateCreateQuestionsStep({ ...filled(), sections: [] })).toEqual({
      sections: 'At least one question type is required',
    });
  });

  it('needs section marks to add up to the total', () => {
    expect(validateCreateQuestionsStep(filled())).toEqual({});
    const draft = { ...filled(), sections: addQuestionSection(filled().sections) };
    expect(validateCreateQuestionsStep(draft)).toEqual({ sections: 'Question marks (60) must equal total marks (50)' });
    expect(validateCreateQuestionsStep({ ...draft, totalMarks: '60' })).toEqual({});
  });
});

describe('create wizard final submit', () => {
  it('reports the first earlier problem', () => {
    expect(validateCreateAssessmentSubmit({ ...filled(), title: '' })).toBe('Assessment title is required');
    expect(validateCreateAssessmentSubmit({ ...filled(), totalMarks: 40 })).toBe(
      'Question marks (50) must equal total marks (40)',
    );
  });

  it('names the position of the first bad section', () => {
    const draft = filled();
    const broken = (patch: object) => ({
      ...draft,
      sections: [draft.sections[0]!, { ...draft.sections[1]!, ...patch }],
    });
    expect(validateCreateAssessmentSubmit(broken({ type: '' }))).toBe('Invalid question type configuration at position 2');
    expect(validateCreateAssessmentSubmit(broken({ count: '0' }))).toBe('Invalid question type configuration at position 2');
    expect(validateCreateAssessmentSubmit(broken({ difficulty: '' }))).toBe('Invalid question type configuration at position 2');
    const zeroFirst = { ...draft, totalMarks: 30, sections: [{ ...draft.sections[0]!, marks: 0 }, draft.sections[1]!] };
    expect(validateCreateAssessmentSubmit(zeroFirst)).toBe('Invalid question type configuration at position 1');
    expect(validateCreateAssessmentSubmit(draft)).toBeNull();
  });

  it('parses count and marks as integers, count defaulting to 1 and marks to 0', () => {
    expect(parseSectionCount('')).toBe(1);
    expect(parseSectionCount('abc')).toBe(1);
    expect(parseSectionCount('3.9')).toBe(3);
    expect(parseSectionMarks('')).toBe(0);
    expect(parseSectionMarks('12 marks')).toBe(12);
    const blankCount = { ...filled(), sections: [{ ...filled().sections[0]!, count: '' }, filled().sections[1]!] };
    expect(validateCreateAssessmentSubmit(blankCount)).toBeNull();
  });

  it('sends sections as question types counted from 1', () => {
    expect(sectionsToQuestionTypes([{ type: 'true_false', count: '4', difficulty: 'hard', marks: '8', label: 'Section A' }])).toEqual([
      {
        question_type: 'true_false',
        question_count: 4,
        difficulty_level: 'hard',
        marks_per_section: 8,
        order: 1,
        section_label: 'Section A',
      },
    ]);
  });
});
