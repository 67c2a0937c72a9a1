// Registers <assess-reports>. Safe to import more than once: a tag already defined is left as it is.
import { defineElement } from '@assess/ui';
import { Reports } from './Reports.tsx';

export const ReportsElement = defineElement('assess-reports', Reports, {
  props: {
    view: 'string',
    userId: 'string',
    userRole: 'string',
    studentId: 'string',
    reportId: 'string',
    classId: 'string',
    assessmentId: 'string',
    teacherId: 'string',
  },
  events: { onNavigate: 'assess-navigate' },
});
