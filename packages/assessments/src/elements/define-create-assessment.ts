import { defineElement } from '@assess/ui';
import { CreateAssessment } from '../create/CreateAssessment.tsx';
import { NAVIGATE_EVENT_DOC } from './navigate-docs.ts';

export const CreateAssessmentElement = defineElement('assess-create-assessment', CreateAssessment, {
  props: { defaultClassId: 'string', defaultClassName: 'string' },
  events: ['onNavigate'],
  docs: {
    summary: 'The Create Assessment wizard: AI-generated questions or uploaded files, in three steps.',
    props: {
      defaultClassId: 'A class offered first under Class/Year Group and chosen from the start (with default-class-name); the assessment is created for it.',
      defaultClassName: 'The name of that class, as the option shows it.',
    },
    events: { 'assess-navigate': NAVIGATE_EVENT_DOC },
  },
});
