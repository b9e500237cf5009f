import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '@/api/http';
import { paths } from '@/config/paths';
import { AppErrorBoundary } from './app-error-boundary';
import { AppProviders } from './providers';

type AppRouter = Parameters<typeof RouterProvider>[0]['router'];

/**
 * A 401 removes the token (done in the HTTP layer) and sends the user to the root. A form's
 * input the 401 kept waits there: the notice links to sign in and back to that form.
 */
export function App({ router, client }: { router: AppRouter; client: QueryClient }) {
  useEffect(() => {
    setUnauthorizedHandler(() => {
      client.clear();
      void router.navigate(paths.home.href(), { replace: true });
    });
  }, [router, client]);
  return (
    <AppErrorBoundary>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
