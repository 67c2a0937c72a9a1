import { useStore } from '@nanostores/react';
import { $session, routeTo } from '@assess/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

/** Sign-in and registration pages send a signed-in user to the dashboard (spec 01 §6). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useStore($session);
  if (status === 'signed-in') return <Navigate to={routeTo('dashboard')} replace />;
  return children;
}
