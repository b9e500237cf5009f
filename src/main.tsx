import '@/lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/i18n';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { queryClient } from '@/app/query-client';
import '@/styles/global.css';

async function enableMockBackend(): Promise<void> {
  // Statically false in a production build, so MSW, faker and the seed never reach its bundle.
  if (import.meta.env.VITE_API_MODE !== 'mock') return;
  const { startMockWorker } = await import('@mocks/browser');
  await startMockWorker();
}

async function start(): Promise<void> {
  await Promise.all([enableMockBackend(), i18nReady]);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App router={createAppRouter()} client={queryClient} />
    </StrictMode>,
  );
}

void start();
