import { render, type RenderResult } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type InitialEntry } from 'react-router';
import { appRoutes } from '../routes/routes.tsx';
import { ServicesProvider } from '../services/ServicesContext.tsx';
import { fakeServices, type FakeServices } from './fake-services.ts';

export interface RenderedApp extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  services: FakeServices;
  /** The router's current path with its query. */
  path: () => string;
}

/** Renders the whole route table at a path, with mocked services. */
export function renderApp(entry: InitialEntry = '/', services: FakeServices = fakeServices()): RenderedApp {
  const router = createMemoryRouter(appRoutes, { initialEntries: [entry] });
  const result = render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { ...result, router, services, path: () => router.state.location.pathname + router.state.location.search };
}
