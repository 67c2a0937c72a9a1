import { CREATE_CUSTOM_OPTION, DIFFICULTY_LEVELS, YEAR_GROUPS, titleCaseSubject, type CreateAssessmentDraft, type CreateDetailsErrors } from '@assess/core';
import { Select, TextField } from '@assess/ui';
import { SubjectPicker } from '../shared/SubjectPicker/SubjectPicker.tsx';
import type { SubjectsState } from '../shared/SubjectPicker/useSubjects.ts';
import * as styles from './CreateAssessment.css.ts';

export interface StepProps {
  draft: CreateAssessmentDraft;
  change: (patch: Partial<CreateAssessmentDraft>) => void;
}

export interface DetailsStepProps extends StepProps {
  subjects: SubjectsState;
  /** Messages of the fields the user has been in. */
  errors: CreateDetailsErrors;
  touch: (field: keyof CreateDetailsErrors) => void;
  /** A class offered before the year groups (the course's class, from a learning platform). */
  defaultClass?: { id: string; name: string };
}

const CUSTOM = { value: CREATE_CUSTOM_OPTION, label: 'Custom' };

/** Step 0, Assessment Details. */
export function DetailsStep({ draft, change, subjects, errors, touch, defaultClass }: DetailsStepProps) {
  return (
    <div className={styles.step}>
      <TextField
        label="Assessment Title"
        required
        value={draft.title}
        onChange={(event) => change({ title: event.target.value })}
        onBlur={() => touch('title')}
        error={errors.title}
        fullWidth
      />
      <TextField label="Description" multiline value={draft.description} onChange={(event) => change({ description: event.target.value })} fullWidth />
      <div className={styles.pair}>
        <div>
          <SubjectPicker
            subjects={subjects}
            value={draft.subject}
            onChange={(subject) => {
              change({ subject });
              touch('subject');
            }}
            error={draft.subject === CREATE_CUSTOM_OPTION ? undefined : errors.subject}
            required
            extraOptions={[CUSTOM]}
          />
          {draft.subject === CREATE_CUSTOM_OPTION && (
            <TextField
              label="Custom Subject"
              required
              value={draft.customSubject}
              onChange={(event) => change({ customSubject: event.target.value })}
              onBlur={() => touch('subject')}
              error={errors.subject}
              fullWidth
            />
          )}
        </div>
        <div>
          <Select
            label="Class/Year Group"
            required
            placeholder="Select a class or year group"
            options={[...(defaultClass ? [{ value: defaultClass.name, label: defaultClass.name }] : []), ...YEAR_GROUPS, CUSTOM]}
            value={draft.classGroup}
            onChange={(event) => {
              change({ classGroup: event.target.value });
              touch('classGroup');
            }}
            error={draft.classGroup === CREATE_CUSTOM_OPTION ? undefined : errors.classGroup}
            fullWidth
          />
          {draft.classGroup === CREATE_CUSTOM_OPTION && (
            <TextField
              label="Custom Class"
              required
              value={draft.customClass}
              onChange={(event) => change({ customClass: event.target.value })}
              onBlur={() => touch('classGroup')}
              error={errors.classGroup}
              fullWidth
            />
          )}
        </div>
      </div>
      <div className={styles.triple}>
        <TextField
          label="Total Marks"
          required
          type="number"
          min={1}
          value={String(draft.totalMarks)}
          onChange={(event) => {
            change({ totalMarks: event.target.value });
            touch('totalMarks');
          }}
          error={errors.totalMarks}
        />
        <TextField
          label="Time Limit (minutes)"
          required
          type="number"
          min={1}
          value={String(draft.timeLimit)}
          onChange={(event) => {
            change({ timeLimit: event.target.value });
            touch('timeLimit');
          }}
          error={errors.timeLimit}
        />
        <Select
          label="Difficulty Level"
          options={DIFFICULTY_LEVELS.map((level) => ({ value: level, label: titleCaseSubject(level) }))}
          value={draft.difficultyLevel}
          onChange={(event) => change({ difficultyLevel: event.target.value })}
        />
      </div>
      <TextField label="Instructions" multiline value={draft.instructions} onChange={(event) => change({ instructions: event.target.value })} fullWidth />
    </div>
  );
}
