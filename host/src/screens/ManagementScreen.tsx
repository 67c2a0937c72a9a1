import { Management } from '@assess/management';
import { useParams } from 'react-router';
import { useScreenNavigate } from './useScreenNavigate.ts';
import { useSignedInUser } from './useSignedInUser.ts';

/** The signed-in user as the management screens need them: id and role (spec 02 §6). */
function useManager() {
  const { userId, role } = useSignedInUser();
  return { userId, userRole: role };
}

/** /dashboard/management and /dashboard/classes: Class Management and Student Management. */
export function ManagementScreen() {
  const navigate = useScreenNavigate();
  return <Management {...useManager()} onNavigate={navigate} />;
}

/** /dashboard/classes/create: Class Management with Create New Class open. */
export function CreateClassScreen() {
  const navigate = useScreenNavigate();
  return <Management {...useManager()} createClass onNavigate={navigate} />;
}

/** /dashboard/classes/:classId: the class page. */
export function ClassDetailsScreen() {
  const { classId = '' } = useParams();
  const navigate = useScreenNavigate();
  return <Management key={classId} {...useManager()} classId={classId} onNavigate={navigate} />;
}
