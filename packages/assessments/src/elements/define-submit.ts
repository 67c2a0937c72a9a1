import { defineElement } from '@assess/ui';
import { SubmitAssessment } from '../submit/SubmitAssessment.tsx';
import { NAVIGATE_EVENT_DOC } from './navigate-docs.ts';

export const SubmitElement = defineElement('assess-submit', SubmitAssessment, {
  props: { assessmentId: 'string' },
  events: ['onNavigate'],
  docs: {
    summary: 'Submit New Assessment: an answer paper (and optionally the question paper and mark scheme) for AI grading.',
    props: { assessmentId: "Answers for this assessment (one set for the student's class): its title and subject are filled in and it is marked against its own question paper and mark scheme." },
    events: { 'assess-navigate': NAVIGATE_EVENT_DOC },
  },
});
