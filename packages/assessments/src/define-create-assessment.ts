import { defineElement } from '@assess/ui';
import { CreateAssessment } from './create/CreateAssessment.tsx';

export const CreateAssessmentElement = defineElement('assess-create-assessment', CreateAssessment, {
  props: { defaultClassId: 'string', defaultClassName: 'string' },
  events: ['onNavigate'],
});
