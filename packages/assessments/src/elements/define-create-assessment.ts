import { defineElement } from '@assess/ui';
import { CreateAssessment } from '../create/CreateAssessment.tsx';
import { NAVIGATE_EVENT_DOC } from './navigate-docs.ts';

export const CreateAssessmentElement = defineElement('assess-create-assessment', CreateAssessment, {
  events: ['onNavigate'],
  docs: {
    summary: 'The Create Assessment wizard: AI-generated questions or uploaded files, in three steps.',
    events: { 'assess-navigate': NAVIGATE_EVENT_DOC },
  },
});
