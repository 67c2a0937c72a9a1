import {
  DIFFICULTY_LEVELS,
  QUESTION_TYPES,
  addQuestionSection,
  parseSectionMarks,
  removeQuestionSection,
  titleCaseSubject,
  type CreateQuestionsErrors,
  type QuestionSectionDraft,
} from '@assess/core';
import { Alert, Button, PdfFileField, Select, TextField, ToggleGroup } from '@assess/ui';
import type { StepProps } from './DetailsStep.tsx';
import * as styles from './CreateAssessment.css.ts';

export interface QuestionsStepProps extends StepProps {
  errors: CreateQuestionsErrors;
  fileErrors: { questionPaper?: string; markScheme?: string };
}

const TYPE_OPTIONS = QUESTION_TYPES.map((type) => ({ value: type, label: titleCaseSubject(type) }));
const DIFFICULTY_OPTIONS = DIFFICULTY_LEVELS.map((level) => ({ value: level, label: titleCaseSubject(level) }));

/** Step 1, Questions Configuration: AI-generated sections, or the question paper and mark scheme files. */
export function QuestionsStep({ draft, change, errors, fileErrors }: QuestionsStepProps) {
  const sum = draft.sections.reduce((total, section) => total + parseSectionMarks(section.marks), 0);

  function editSection(index: number, patch: Partial<QuestionSectionDraft>) {
    change({ sections: draft.sections.map((section, position) => (position === index ? { ...section, ...patch } : section)) });
  }

  return (
    <div className={styles.step}>
      <ToggleGroup<'ai' | 'files'>
        label="How the questions are made"
        value={draft.mode}
        onChange={(mode) => change({ mode })}
        options={[
          { value: 'ai', label: 'AI-Generated Questions' },
          { value: 'files', label: 'Upload Files' },
        ]}
      />
      {draft.mode === 'files' ? (
        <div className={styles.pair}>
          <PdfFileField
            label="Question Paper"
            required
            file={draft.questionPaper as File | null}
            onChange={(questionPaper) => change({ questionPaper })}
            error={errors.questionPaper ?? fileErrors.questionPaper}
          />
          <PdfFileField
            label="Mark Scheme"
            required
            file={draft.markScheme as File | null}
            onChange={(markScheme) => change({ markScheme })}
            error={errors.markScheme ?? fileErrors.markScheme}
          />
        </div>
      ) : (
        <>
          <ol className={styles.sections}>
            {draft.sections.map((section, index) => (
              <li key={index} className={styles.section} aria-label={section.label || `Section ${index + 1}`}>
                <div className={styles.sectionFields}>
                  <TextField label="Section Label" value={section.label} onChange={(event) => editSection(index, { label: event.target.value })} />
                  <Select label="Question Type" options={TYPE_OPTIONS} value={section.type} onChange={(event) => editSection(index, { type: event.target.value })} />
                  <TextField
                    label="Number of Questions"
                    type="number"
                    min={1}
                    value={String(section.count)}
                    onChange={(event) => editSection(index, { count: event.target.value })}
                  />
                  <Select label="Difficulty" options={DIFFICULTY_OPTIONS} value={section.difficulty} onChange={(event) => editSection(index, { difficulty: event.target.value })} />
                  <TextField label="Marks" type="number" min={1} value={String(section.marks)} onChange={(event) => editSection(index, { marks: event.target.value })} />
                </div>
                <Button
                  variant="text"
                  size="sm"
                  disabled={draft.sections.length <= 1}
                  onClick={() => change({ sections: removeQuestionSection(draft.sections, index) })}
                  aria-label={`Remove ${section.label || `Section ${index + 1}`}`}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ol>
          <div className={styles.sectionFooter}>
            <Button variant="outlined" onClick={() => change({ sections: addQuestionSection(draft.sections) })}>
              Add Section
            </Button>
            <span className={styles.meta}>
              Section marks: {sum} of {String(draft.totalMarks)}
            </span>
          </div>
          {errors.sections && <Alert severity="error">{errors.sections}</Alert>}
        </>
      )}
    </div>
  );
}
