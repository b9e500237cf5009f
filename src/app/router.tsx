import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ALL_LEVELS, CHAT_LEVELS } from '@/config/levels';
import { PublicLayout } from './layouts/public-layout';
import { RequireAuth } from './guards/require-auth';
import { RequireLevel } from './guards/require-level';
import { PageSpinner } from '@/components/ui/spinner';
import { NotFound, RouteError } from './route-error';

// Each screen is a lazy route module exporting `Component` (React Router's lazy contract).
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    // Shown while the first route's lazy module loads (React Router warns without one).
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: paths.home.path, lazy: () => import('@/features/landing/landing-page') },
      { path: paths.login.path, lazy: () => import('@/features/auth/login-page') },
      { path: paths.register.path, lazy: () => import('@/features/auth/register-page') },
      { path: paths.forgotPassword.path, lazy: () => import('@/features/auth/forgot-password-page') },
      { path: paths.contact.path, lazy: () => import('@/features/contact/contact-page') },
      { path: paths.privacyPolicy.path, lazy: () => import('@/features/legal/privacy-policy-page') },
      { path: paths.termsOfService.path, lazy: () => import('@/features/legal/terms-of-service-page') },
      { path: '*', element: <NotFound /> },
    ],
  },
  {
    path: paths.app.root.path,
    element: <RequireAuth />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }),
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to={paths.app.compare.href()} replace /> },
          {
            element: <RequireLevel levels={CHAT_LEVELS} />,
            children: [
              { path: paths.app.chat.path, lazy: () => import('@/features/chat/chat-page') },
              { path: paths.app.chatHistory.path, lazy: () => import('@/features/chat/chat-history-page') },
            ],
          },
          {
            element: <RequireLevel levels={ALL_LEVELS} />,
            children: [
              { path: paths.app.compare.path, lazy: () => import('@/features/compare/compare-page') },
              { path: paths.app.comparison.path, lazy: () => import('@/features/compare/compare-page') },
              { path: paths.app.compareHistory.path, lazy: () => import('@/features/history/history-page') },
              { path: paths.app.profile.path, lazy: () => import('@/features/account/profile-page') },
              { path: paths.app.package.path, lazy: () => import('@/features/packages/my-package-page') },
              { path: paths.app.packageUpgrade.path, lazy: () => import('@/features/packages/upgrade-page') },
              { path: paths.app.settings.path, lazy: () => import('@/features/account/settings-page') },
            ],
          },
          { path: '*', element: <Navigate to={paths.app.compare.href()} replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
