import { AssessmentList } from '@assess/assessments';
import { useLocation } from 'react-router';
import { useScreenNavigate } from './useScreenNavigate.ts';
import { useSignedInUser } from './useSignedInUser.ts';

function forceRefreshOf(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { forceRefresh?: unknown }).forceRefresh === true;
}

/** /dashboard/assessments: a submission or creation arrives with `state.forceRefresh` to reload the list. */
export function AssessmentListScreen() {
  const location = useLocation();
  const navigate = useScreenNavigate();
  const { userId, role } = useSignedInUser();
  // The location key changes with every arrival, so a second redirect with the flag reloads again.
  return <AssessmentList key={location.key} forceRefresh={forceRefreshOf(location.state)} onNavigate={navigate} userId={userId} role={role} />;
}
