import { defineElement } from '@assess/ui';
import { SubmitAssessment } from '../submit/SubmitAssessment.tsx';
import { NAVIGATE_EVENT_DOC } from './navigate-docs.ts';

export const SubmitElement = defineElement('assess-submit', SubmitAssessment, {
  events: ['onNavigate'],
  docs: {
    summary: 'Submit New Assessment: an answer paper (and optionally the question paper and mark scheme) for AI grading.',
    events: { 'assess-navigate': NAVIGATE_EVENT_DOC },
  },
});
