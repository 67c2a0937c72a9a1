import { formatFileSize } from '@assess/core';
import type { ValidationForm } from '../UploadValidate/form-state.ts';
import * as styles from './ReviewStep.css.ts';
import { NOT_PROVIDED } from '../UploadValidate/texts.ts';

export interface ReviewStepProps {
  form: ValidationForm;
  subjectName: string;
}

function fileText(file: File | null): string {
  return file ? `${file.name} (${formatFileSize(file.size)})` : NOT_PROVIDED;
}

/** What will be sent, to check before Submit. */
export function ReviewStep({ form, subjectName }: ReviewStepProps) {
  const rows: [string, string][] = [
    ['Title', form.title.trim()],
    ['Description', form.description.trim() || NOT_PROVIDED],
    ['Subject', subjectName],
    ['Answer sheet', fileText(form.answerSheet)],
    ['Question paper', fileText(form.questionPaper)],
    ['Mark scheme', fileText(form.markScheme)],
  ];
  return (
    <dl className={styles.list}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
