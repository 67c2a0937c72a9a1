import { useStore } from '@nanostores/react';
import { $session, routeTo } from '@assess/core';
import { LoadingState } from '@assess/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { failedGoogleReturn } from '../pages/auth/shared/google.ts';

/** Protected pages (spec 01 §2): brief loading text while the session loads, then /login without a session. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useStore($session);
  const location = useLocation();
  if (status === 'loading') return <LoadingState title="Loading..." />;
  if (status === 'signed-out') {
    // Google sends a refused or failed sign-in back here with error parameters: show it where it started.
    const failed = failedGoogleReturn(window.location.href);
    if (failed) return <Navigate to={failed.to} replace state={{ error: failed.message }} />;
  }
  if (status === 'signed-out') return <Navigate to={routeTo('login')} replace state={{ from: location.pathname + location.search }} />;
  return children;
}
