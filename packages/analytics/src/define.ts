// Registers <assess-analytics>. Safe to import more than once: a tag already defined is left as it is.
import { defineElement } from '@assess/ui';
import { Analytics } from './Analytics/Analytics.tsx';

export const AnalyticsElement = defineElement('assess-analytics', Analytics, {
  props: { range: 'string', subject: 'string', studentId: 'string', classId: 'string', userRole: 'string' },
  events: { onNavigate: 'assess-navigate' },
});
