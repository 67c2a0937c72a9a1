import { Analytics } from '@assess/analytics';
import { $role } from '@assess/core';
import { useStore } from '@nanostores/react';
import { useScreenNavigate } from './useScreenNavigate.ts';

/** /dashboard/analytics: a student's own analytics; a teacher chooses a student or a class. */
export function AnalyticsScreen() {
  const role = useStore($role);
  return <Analytics userRole={role ?? undefined} onNavigate={useScreenNavigate()} />;
}
