import { CUSTOM_SUBJECT, type Subject, type UploadValidateErrors } from '@assess/core';
import { Select, TextField } from '@assess/ui';
import type { ValidationField, ValidationForm } from '../UploadValidate/form-state.ts';
import * as styles from './BasicInformationStep.css.ts';

export interface BasicInformationStepProps {
  form: ValidationForm;
  /** The errors to show (of fields already left or checked). */
  errors: UploadValidateErrors;
  subjects: readonly Subject[];
  onChange: (change: Partial<ValidationForm>) => void;
  onBlur: (field: ValidationField) => void;
}

export function BasicInformationStep({ form, errors, subjects, onChange, onBlur }: BasicInformationStepProps) {
  const options = [
    ...subjects.map((subject) => ({ value: subject.id, label: subject.name })),
    { value: CUSTOM_SUBJECT, label: 'Custom subject' },
  ];
  return (
    <div className={styles.fields}>
      <TextField
        label="Title"
        required
        fullWidth
        value={form.title}
        error={errors.title}
        onChange={(event) => onChange({ title: event.currentTarget.value })}
        onBlur={() => onBlur('title')}
      />
      <TextField
        label="Description"
        multiline
        fullWidth
        helperText="Optional"
        value={form.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
      />
      <Select
        label="Subject"
        required
        fullWidth
        placeholder="Select a subject"
        options={options}
        value={form.subject}
        error={errors.subject}
        onChange={(event) => onChange({ subject: event.currentTarget.value })}
        onBlur={() => onBlur('subject')}
      />
      {form.subject === CUSTOM_SUBJECT && (
        <TextField
          label="Custom subject name"
          required
          fullWidth
          value={form.customSubject}
          error={errors.customSubject}
          onChange={(event) => onChange({ customSubject: event.currentTarget.value })}
          onBlur={() => onBlur('customSubject')}
        />
      )}
    </div>
  );
}
