import { defineElement } from '@assess/ui';
import { SubmitAssessment } from './submit/SubmitAssessment.tsx';

export const SubmitElement = defineElement('assess-submit', SubmitAssessment, {
  props: { assessmentId: 'string' },
  events: ['onNavigate'],
});
