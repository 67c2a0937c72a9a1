// The documentation of <assess-validate> in custom-elements.json. Only the manifest build reads this module;
// the element itself ships without it.
import type { ElementDocs } from '@assess/ui';

const docs: ElementDocs = {
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
};

export default docs;
