import { ROUTES, routeTo } from '@assess/core';
import { LoadingState } from '@assess/ui';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RouteError } from '../errors/RouteError.tsx';
import { AuthLayout } from '../layouts/AuthLayout/AuthLayout.tsx';
import { DashboardLayout } from '../layouts/DashboardLayout/DashboardLayout.tsx';
import { PublicLayout } from '../layouts/PublicLayout/PublicLayout.tsx';
import { AuthCallbackPage } from '../pages/auth/AuthCallback/AuthCallbackPage.tsx';
import { ForgotPasswordPage } from '../pages/auth/ForgotPassword/ForgotPasswordPage.tsx';
import { LoginPage } from '../pages/auth/Login/LoginPage.tsx';
import { RegisterPage } from '../pages/auth/Register/RegisterPage.tsx';
import { ResetPasswordPage } from '../pages/auth/ResetPassword/ResetPasswordPage.tsx';
import { ResetPasswordRedirect } from '../pages/auth/ResetPassword/ResetPasswordRedirect.tsx';
import { StudentRegisterPage } from '../pages/auth/StudentRegister/StudentRegisterPage.tsx';
import { DashboardHome } from '../pages/dashboard/DashboardHome/DashboardHome.tsx';
import { Placeholder } from '../pages/Placeholder/Placeholder.tsx';
import { CookiesPage } from '../pages/public/Cookies/CookiesPage.tsx';
import { FeaturesPage } from '../pages/public/Features/FeaturesPage.tsx';
import { HomePage } from '../pages/public/Home/HomePage.tsx';
import { PricingPage } from '../pages/public/Pricing/PricingPage.tsx';
import { PrivacyPage } from '../pages/public/Privacy/PrivacyPage.tsx';
import { TermsPage } from '../pages/public/Terms/TermsPage.tsx';
import { MOUNTED_SCREENS } from '../screens/mounted-screens.tsx';
import { DASHBOARD_SCREENS } from './dashboard-screens.ts';
import { GuestOnly } from './GuestOnly.tsx';
import { RequireAuth } from './RequireAuth.tsx';

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
          { path: ROUTES.features, element: <FeaturesPage /> },
          { path: ROUTES.pricing, element: <PricingPage /> },
          { path: ROUTES.privacy, element: <PrivacyPage /> },
          { path: ROUTES.terms, element: <TermsPage /> },
          { path: ROUTES.cookies, element: <CookiesPage /> },
        ],
      },
      // A reset e-mail's link may carry a session: it goes to the open reset page before any sign-in check.
      { path: 'reset-password', element: <ResetPasswordRedirect /> },
      {
        element: (
          <GuestOnly>
            <AuthLayout />
          </GuestOnly>
        ),
        children: [
          { path: ROUTES.login, element: <LoginPage /> },
          { path: ROUTES.register, element: <RegisterPage /> },
          { path: ROUTES.registerStudent, element: <StudentRegisterPage /> },
          { path: ROUTES.forgotPassword, element: <ForgotPasswordPage /> },
        ],
      },
      {
        element: <AuthLayout />,
        children: [
          { path: ROUTES.resetPassword, element: <ResetPasswordPage /> },
          { path: ROUTES.authCallback, element: <AuthCallbackPage /> },
        ],
      },
      {
        path: ROUTES.dashboard,
        element: (
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <DashboardHome /> },
          ...DASHBOARD_SCREENS.map((screen): RouteObject => {
            const load = MOUNTED_SCREENS[screen.path];
            if (!load) return { path: screen.path, element: <Placeholder key={screen.path} title={screen.title} breadcrumbs={screen.breadcrumbs} /> };
            // Keyed by path: two routes showing the same screen (management and classes) each start afresh.
            return {
              path: screen.path,
              // Shown inside the dashboard while the screen's code loads on the first page of a visit.
              hydrateFallbackElement: <LoadingState title="Loading..." />,
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
