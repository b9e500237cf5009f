import { Suspense, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n';
import { AppNotices } from '@/components/app-notices';
import { persistCurrentUser } from '@/lib/current-user';
import { LanguageEffects } from './language-effects';
import { RouteFallback } from './layouts/route-fallback';

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  // The user query's one subscriber that keeps its copy in storage (and follows other tabs).
  useEffect(() => persistCurrentUser(client), [client]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <LanguageEffects />
        <AppNotices />
        <Suspense fallback={<RouteFallback />}>{children}</Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
