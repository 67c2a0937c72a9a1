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
  // A required field: its value and shown error, its change, and leaving it shows its error from then on.
  const bound = (field: 'title' | 'subject' | 'customSubject') => ({
    required: true,
    fullWidth: true,
    value: form[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => onChange({ [field]: event.currentTarget.value }),
    onBlur: () => onBlur(field),
  });
  return (
    <div className={styles.fields}>
      <TextField label="Title" {...bound('title')} />
      <TextField
        label="Description"
        multiline
        fullWidth
        helperText="Optional"
        value={form.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
      />
      <Select label="Subject" placeholder="Select a subject" options={options} {...bound('subject')} />
      {form.subject === CUSTOM_SUBJECT && <TextField label="Custom subject name" {...bound('customSubject')} />}
    </div>
  );
}
