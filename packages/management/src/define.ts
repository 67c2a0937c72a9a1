// Registers <assess-management>. Safe to import more than once: a tag already defined is left as it is.
import { defineElement } from '@assess/ui';
import { Management } from './Management/Management.tsx';

export const ManagementElement = defineElement('assess-management', Management, {
  props: { userRole: 'string', userId: 'string', classId: 'string', tab: 'string', createClass: 'boolean' },
  events: { onNavigate: 'assess-navigate' },
});
