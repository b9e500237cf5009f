import { createBrowserRouter, matchRoutes, Navigate, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ALL_LEVELS, CHAT_LEVELS } from '@/config/levels';
import { loadNamespaces } from '@/i18n';
import type { Namespace } from '@/i18n/namespaces';
import { getToken } from '@/lib/session';
import { preloadOperations } from '@/api/http';
import { queryClient } from './query-client';
import { PublicLayout } from './layouts/public-layout';
import { RequireAuth } from './guards/require-auth';
import { RequireLevel } from './guards/require-level';
import { PageSpinner } from '@/components/ui/spinner';
import { NotFound, RouteError } from './route-error';

type RouteModule = Awaited<ReturnType<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>>;

/**
 * A lazy route module and its locale namespaces, fetched side by side: the route resolves when
 * both are in, so the screen renders with its strings (no Suspense fallback after the chunk ran).
 */
function screen(load: () => Promise<RouteModule>, namespaces: Namespace[]) {
  return async () => (await Promise.all([load(), loadNamespaces(namespaces)]))[0];
}

/**
 * Entering the compare screens: the report reads GET /api/packages/me (may the user export CSV?),
 * prefetched here with the screen's own query options, so the answer is in the cache before a
 * report is shown and does not re-render the whole report when it arrives. The validators of the
 * calls the screen makes load now too, not after the click on Compare.
 */
const enterCompare: LoaderFunction = () => {
  if (getToken()) {
    preloadOperations('createComparison', 'getComparison', 'getMyPackage');
    void import('@/hooks/my-package-query').then(({ myPackageQueryOptions }) =>
      queryClient.prefetchQuery(myPackageQueryOptions()),
    );
  }
  return null;
};

// Each screen is a lazy route module exporting `Component` (React Router's lazy contract).
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    // Shown while the first route's lazy module loads (React Router warns without one).
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: paths.home.path, lazy: screen(() => import('./routes/landing-route'), ['landing', 'packages']) },
      { path: paths.login.path, lazy: screen(() => import('@/features/auth/login-page'), ['auth']) },
      { path: paths.register.path, lazy: screen(() => import('@/features/auth/register-page'), ['auth']) },
      { path: paths.forgotPassword.path, lazy: screen(() => import('@/features/auth/forgot-password-page'), ['auth']) },
      { path: paths.resetPassword.path, lazy: screen(() => import('@/features/auth/reset-password-page'), ['auth']) },
      { path: paths.contact.path, lazy: screen(() => import('@/features/contact/contact-page'), ['contact']) },
      { path: paths.privacyPolicy.path, lazy: screen(() => import('@/features/legal/privacy-policy-page'), ['legal']) },
      {
        path: paths.termsOfService.path,
        lazy: screen(() => import('@/features/legal/terms-of-service-page'), ['legal']),
      },
      {
        path: paths.sharedComparison.path,
        lazy: screen(() => import('@/features/compare/shared-report-page'), ['compare', 'share']),
      },
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
        lazy: screen(() => import('./layouts/app-layout'), ['app']),
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to={paths.app.compare.href()} replace /> },
          {
            element: <RequireLevel levels={CHAT_LEVELS} page="assistant" />,
            children: [
              { path: paths.app.chat.path, lazy: screen(() => import('@/features/chat/chat-page'), ['chat']) },
              {
                path: paths.app.chatHistory.path,
                lazy: screen(() => import('@/features/chat/chat-history-page'), ['chat']),
              },
            ],
          },
          {
            element: <RequireLevel levels={ALL_LEVELS} />,
            children: [
              {
                path: paths.app.compare.path,
                loader: enterCompare,
                lazy: screen(() => import('@/features/compare/compare-page'), ['compare', 'share']),
              },
              {
                path: paths.app.comparison.path,
                loader: enterCompare,
                lazy: screen(() => import('@/features/compare/compare-page'), ['compare', 'share']),
              },
              {
                path: paths.app.compareHistory.path,
                lazy: screen(() => import('@/features/history/history-page'), ['history']),
              },
              {
                path: paths.app.profile.path,
                lazy: screen(() => import('@/features/account/profile-page'), ['account']),
              },
              {
                path: paths.app.package.path,
                lazy: screen(() => import('@/features/packages/my-package-page'), ['packages']),
              },
              {
                path: paths.app.packageUpgrade.path,
                lazy: screen(() => import('@/features/packages/upgrade-page'), ['packages']),
              },
              {
                path: paths.app.settings.path,
                lazy: screen(() => import('@/features/account/settings-page'), ['account']),
              },
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

/** Starts fetching the lazy modules (and their strings) of the routes that match `pathname`. */
export function preloadRoutes(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
}
