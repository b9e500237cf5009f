// Renders the real app (real router table, providers, i18n, HTTP layer) at a URL, against the
// MSW node server. Tests find things by role and label, as a user does.
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { routes } from '@/app/router';
import { createQueryClient } from '@/app/query-client';
import { i18n, i18nReady } from '@/i18n';
import { setStoredUser, setToken, type StoredUser } from '@/lib/session';
import type { Language } from '@shared/api/generated/model';

export { SEED_PASSWORD } from '../server/db/demo-accounts';

export interface RenderAppOptions {
  language?: Language;
  /** Signs in as this stored user with a token the mock accepts (see signInAs). */
  user?: Partial<StoredUser> & { token: string };
}

export async function renderApp(url = '/', options: RenderAppOptions = {}) {
  await i18nReady;
  await i18n.changeLanguage(options.language ?? 'en');
  if (options.user) {
    const { token, ...user } = options.user;
    setToken(token, true);
    setStoredUser(user);
  }
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // The app's own client (its global error policy included), without retries.
  const client = createQueryClient({ queries: { retry: false } });
  const view = render(<App router={router} client={client} />);
  return { ...view, router, client };
}
