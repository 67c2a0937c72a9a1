import { defineElement } from '@assess/ui';
import { UploadValidate, type UploadValidateProps } from './UploadValidate/UploadValidate.tsx';

/** <assess-validate>: Upload & Validate, the three-step form to send an answer sheet for validation. */
export const UploadValidateElement = defineElement<UploadValidateProps>('assess-validate', UploadValidate, {
  events: ['onNavigate'],
});
