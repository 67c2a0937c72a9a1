import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from './ErrorScreen/ErrorScreen.tsx';

/** The router's error element: logs what failed and shows the app-wide error screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Assess stopped on an unexpected error', error);
  }, [error]);
  return <ErrorScreen />;
}
