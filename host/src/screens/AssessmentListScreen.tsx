import { AssessmentList } from '@assess/assessments';
import { $role, $session } from '@assess/core';
import { useStore } from '@nanostores/react';
import { useLocation } from 'react-router';
import { useScreenNavigate } from './useScreenNavigate.ts';

function forceRefreshOf(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { forceRefresh?: unknown }).forceRefresh === true;
}

/** /dashboard/assessments: a submission or creation arrives with `state.forceRefresh` to reload the list. */
export function AssessmentListScreen() {
  const location = useLocation();
  const navigate = useScreenNavigate();
  const { user } = useStore($session);
  const role = useStore($role);
  // The location key changes with every arrival, so a second redirect with the flag reloads again.
  return <AssessmentList key={location.key} forceRefresh={forceRefreshOf(location.state)} onNavigate={navigate} userId={user?.id} role={role ?? undefined} />;
}
