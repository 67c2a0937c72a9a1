import { render, type RenderResult } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type InitialEntry, type RouteObject } from 'react-router';
import { appRoutes } from '../routes/routes.tsx';
import { MOUNTED_SCREENS } from '../screens/mounted-screens.tsx';
import { ServicesProvider } from '../services/ServicesContext.tsx';
import { fakeServices, type FakeServices } from './fake-services.ts';

export interface RenderedApp extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  services: FakeServices;
  /** The router's current path with its query. */
  path: () => string;
}

/**
 * The route table with the pages' code already loaded: in the app every page but home and sign-in arrives on
 * demand, and tests of a page start on the page itself, not on the loading state before it. The dashboard's
 * screens stay on demand, as their tests expect.
 */
async function withPagesLoaded(routes: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    routes.map(async (route) => {
      const children = route.children ? await withPagesLoaded(route.children) : undefined;
      const isScreen = route.path !== undefined && route.path in MOUNTED_SCREENS;
      if (typeof route.lazy !== 'function' || isScreen) return { ...route, ...(children ? { children } : {}) } as RouteObject;
      const { lazy, hydrateFallbackElement: _loadingShownBeforeThePage, ...rest } = route;
      return { ...rest, ...(await lazy()), ...(children ? { children } : {}) } as RouteObject;
    }),
  );
}

const routesForTests = await withPagesLoaded(appRoutes);

/** Renders the whole route table at a path, with mocked services. */
export function renderApp(entry: InitialEntry = '/', services: FakeServices = fakeServices()): RenderedApp {
  const router = createMemoryRouter(routesForTests, { initialEntries: [entry] });
  const result = render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { ...result, router, services, path: () => router.state.location.pathname + router.state.location.search };
}
