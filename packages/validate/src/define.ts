import { defineElement } from '@assess/ui';
import { UploadValidate, type UploadValidateProps } from './UploadValidate/UploadValidate.tsx';

/** <assess-validate>: Upload & Validate, the three-step form to send an answer sheet for validation. */
export const UploadValidateElement = defineElement<UploadValidateProps>('assess-validate', UploadValidate, {
  events: ['onNavigate'],
  docs: {
    summary: 'Upload & Validate: send an answer sheet, with an optional question paper and mark scheme, for validation.',
    description:
      'A three-step form (Basic Information, Upload Files, Review & Submit) with the remaining validations, the pending ' +
      'validation jobs and tips beside it. PDF files only, at most 10 MB each. The daily validation limit is checked again ' +
      'just before sending.',
    events: {
      'assess-navigate':
        'A link was followed (My Assessments, the subscription page, the dashboard); detail { to } is the route. ' +
        'Call preventDefault() to route it yourself; otherwise the browser opens link-base-url plus the route.',
    },
  },
});
