import { ROUTES, routeTo } from '@assess/core';
import { LoadingState } from '@assess/ui';
import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RouteError } from '../errors/RouteError.tsx';
import { AuthLayout } from '../layouts/AuthLayout/AuthLayout.tsx';
import { PublicLayout } from '../layouts/PublicLayout/PublicLayout.tsx';
import { LoginPage } from '../pages/auth/Login/LoginPage.tsx';
import { HomePage } from '../pages/public/Home/HomePage.tsx';
import { MOUNTED_SCREENS } from '../screens/mounted-screens.tsx';
import { DASHBOARD_SCREENS } from './dashboard-screens.ts';
import { GuestOnly } from './GuestOnly.tsx';

/** Shown in place of a page while its code loads, when a visit starts on that page. */
const loadingPage = <LoadingState title="Loading..." />;

/**
 * A page whose code is fetched when it is first opened: the home page and sign-in are in the first download,
 * every other page comes on its own, so a visitor's first page does not wait for the rest of the product.
 */
function pageOnDemand(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  return { hydrateFallbackElement: loadingPage, lazy: async () => ({ Component: await load() }) };
}

/** The route table (spec 01 §2). Used with a browser router in the app and a memory router in tests. */
export const appRoutes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: ROUTES.features, ...pageOnDemand(() => import('../pages/public/Features/FeaturesPage.tsx').then((module) => module.FeaturesPage)) },
          { path: ROUTES.pricing, ...pageOnDemand(() => import('../pages/public/Pricing/PricingPage.tsx').then((module) => module.PricingPage)) },
          { path: ROUTES.privacy, ...pageOnDemand(() => import('../pages/public/Privacy/PrivacyPage.tsx').then((module) => module.PrivacyPage)) },
          { path: ROUTES.terms, ...pageOnDemand(() => import('../pages/public/Terms/TermsPage.tsx').then((module) => module.TermsPage)) },
          { path: ROUTES.cookies, ...pageOnDemand(() => import('../pages/public/Cookies/CookiesPage.tsx').then((module) => module.CookiesPage)) },
        ],
      },
      // A reset e-mail's link may carry a session: it goes to the open reset page before any sign-in check.
      { path: 'reset-password', ...pageOnDemand(() => import('../pages/auth/ResetPassword/ResetPasswordRedirect.tsx').then((module) => module.ResetPasswordRedirect)) },
      {
        element: (
          <GuestOnly>
            <AuthLayout />
          </GuestOnly>
        ),
        children: [
          { path: ROUTES.login, element: <LoginPage /> },
          { path: ROUTES.register, ...pageOnDemand(() => import('../pages/auth/Register/RegisterPage.tsx').then((module) => module.RegisterPage)) },
          { path: ROUTES.registerStudent, ...pageOnDemand(() => import('../pages/auth/StudentRegister/StudentRegisterPage.tsx').then((module) => module.StudentRegisterPage)) },
          { path: ROUTES.forgotPassword, ...pageOnDemand(() => import('../pages/auth/ForgotPassword/ForgotPasswordPage.tsx').then((module) => module.ForgotPasswordPage)) },
        ],
      },
      {
        element: <AuthLayout />,
        children: [
          { path: ROUTES.resetPassword, ...pageOnDemand(() => import('../pages/auth/ResetPassword/ResetPasswordPage.tsx').then((module) => module.ResetPasswordPage)) },
          { path: ROUTES.authCallback, ...pageOnDemand(() => import('../pages/auth/AuthCallback/AuthCallbackPage.tsx').then((module) => module.AuthCallbackPage)) },
        ],
      },
      {
        path: ROUTES.dashboard,
        // The dashboard's shell, its session check and its home come with the dashboard, not with the first page.
        hydrateFallbackElement: loadingPage,
        lazy: async () => {
          const [{ RequireAuth }, { DashboardLayout }] = await Promise.all([import('./RequireAuth.tsx'), import('../layouts/DashboardLayout/DashboardLayout.tsx')]);
          return {
            element: (
              <RequireAuth>
                <DashboardLayout />
              </RequireAuth>
            ),
          };
        },
        children: [
          { index: true, ...pageOnDemand(() => import('../pages/dashboard/DashboardHome/DashboardHome.tsx').then((module) => module.DashboardHome)) },
          ...DASHBOARD_SCREENS.map((screen): RouteObject => {
            const load = MOUNTED_SCREENS[screen.path];
            if (!load) {
              return {
                path: screen.path,
                hydrateFallbackElement: loadingPage,
                lazy: async () => {
                  const { Placeholder } = await import('../pages/Placeholder/Placeholder.tsx');
                  return { element: <Placeholder key={screen.path} title={screen.title} breadcrumbs={screen.breadcrumbs} /> };
                },
              };
            }
            // Keyed by path: two routes showing the same screen (management and classes) each start afresh.
            return {
              path: screen.path,
              // Shown inside the dashboard while the screen's code loads on the first page of a visit.
              hydrateFallbackElement: loadingPage,
              lazy: async () => {
                const Screen = await load();
                return { element: <Screen key={screen.path} /> };
              },
            };
          }),
        ],
      },
      { path: '*', element: <Navigate to={routeTo('home')} replace /> },
    ],
  },
];
