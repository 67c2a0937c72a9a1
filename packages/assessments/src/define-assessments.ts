import { defineElement } from '@assess/ui';
import { AssessmentsScreen } from './AssessmentsScreen.tsx';

export const AssessmentsElement = defineElement('assess-assessments', AssessmentsScreen, {
  props: {
    assessmentId: 'string',
    view: 'string',
    forceRefresh: 'boolean',
    userId: 'string',
    userRole: 'string',
    studentId: 'string',
    studentAssessmentId: 'string',
  },
  events: ['onNavigate'],
});
