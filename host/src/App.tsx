import { AssessApiProvider } from '@assess/ui';
import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { appRoutes } from './routes/routes.tsx';
import { ServicesProvider } from './services/ServicesContext.tsx';
import type { Services } from './services/services.ts';
import { ConfigWarning } from './startup/StartupScreens/StartupScreens.tsx';

export interface AppProps {
  services: Services;
  /** Configuration issues that did not stop the app. */
  warnings?: readonly string[];
}

/** The routed product, once the configuration is known. */
export function App({ services, warnings = [] }: AppProps) {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <ServicesProvider services={services}>
      {/* Screens from the feature packages call the backend through the host's client and session. */}
      <AssessApiProvider client={services.api}>
        <RouterProvider router={router} />
        {warnings.length > 0 && <ConfigWarning issues={warnings} />}
      </AssessApiProvider>
    </ServicesProvider>
  );
}
