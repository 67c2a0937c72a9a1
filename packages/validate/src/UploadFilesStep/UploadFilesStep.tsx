import type { UploadValidateErrors } from '@assess/core';
import { PdfFileField } from '@assess/ui';
import type { ValidationField, ValidationForm } from '../UploadValidate/form-state.ts';
import * as styles from './UploadFilesStep.css.ts';
import { PDF_HELPER } from '../UploadValidate/texts.ts';

export interface UploadFilesStepProps {
  form: ValidationForm;
  errors: UploadValidateErrors;
  onChange: (change: Partial<ValidationForm>) => void;
  onBlur: (field: ValidationField) => void;
}

export function UploadFilesStep({ form, errors, onChange, onBlur }: UploadFilesStepProps) {
  // A picked file is checked at once, so its slot counts as visited.
  const pick = (field: 'answerSheet' | 'questionPaper' | 'markScheme') => (file: File | null) => {
    onChange({ [field]: file });
    onBlur(field);
  };
  return (
    <div className={styles.fields}>
      <PdfFileField
        label="Answer sheet"
        required
        helperText={PDF_HELPER}
        file={form.answerSheet}
        error={errors.answerSheet}
        onChange={pick('answerSheet')}
        onBlur={() => onBlur('answerSheet')}
      />
      <PdfFileField
        label="Question paper (optional)"
        helperText={PDF_HELPER}
        file={form.questionPaper}
        error={errors.questionPaper}
        onChange={pick('questionPaper')}
      />
      <PdfFileField
        label="Mark scheme (optional)"
        helperText={PDF_HELPER}
        file={form.markScheme}
        error={errors.markScheme}
        onChange={pick('markScheme')}
      />
    </div>
  );
}
