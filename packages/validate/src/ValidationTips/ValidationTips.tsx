import { MEGABYTE, VALIDATION_MAX_FILE_BYTES } from '@assess/core';
import { Card } from '@assess/ui';
import * as styles from './ValidationTips.css.ts';
import { PROCESSING_TIME } from '../UploadValidate/texts.ts';

const TIPS = [
  'Upload a clear, complete scan of the answer sheet.',
  'Add the question paper and mark scheme for a closer check.',
  `Each file must be a PDF of at most ${VALIDATION_MAX_FILE_BYTES / MEGABYTE} MB.`,
];

export function ValidationTips() {
  return (
    <Card as="section" title="Tips" headingLevel={2}>
      <ul className={styles.list}>
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <p className={styles.processing}>{PROCESSING_TIME}</p>
    </Card>
  );
}
