// The documentation of <assess-submit> in custom-elements.json. Only the manifest build reads this module;
// the element itself ships without it.
import type { ElementDocs } from '@assess/ui';
import { NAVIGATE_EVENT_DOC } from './navigate-docs.ts';

const docs: ElementDocs = {
  summary: 'Submit New Assessment: an answer paper (and optionally the question paper and mark scheme) for AI grading.',
  props: { assessmentId: "Answers for this assessment (one set for the student's class): its title and subject are filled in and it is marked against its own question paper and mark scheme." },
  events: { 'assess-navigate': NAVIGATE_EVENT_DOC },
};

export default docs;
