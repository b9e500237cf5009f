// Every operation of the contract answered by orval's generated MSW handlers, with the contract's
// own examples (orval's useExamples): the component tests' default answers (a test overrides one
// with server.use) and the whole backend of `npm run dev:mock`. Stateless by design: no rule of
// the product lives here — the server (server/) is the one backend.
import { getAuthMock } from '@/api/generated/query/auth/auth.msw';
import { getChatMock } from '@/api/generated/query/chat/chat.msw';
import { getComparisonsMock } from '@/api/generated/query/comparisons/comparisons.msw';
import { getContactsMock } from '@/api/generated/query/contacts/contacts.msw';
import { getPackagesMock } from '@/api/generated/query/packages/packages.msw';
import { getUsersMock } from '@/api/generated/query/users/users.msw';

export const handlers = [
  ...getAuthMock(),
  ...getUsersMock(),
  ...getPackagesMock(),
  ...getContactsMock(),
  ...getComparisonsMock(),
  ...getChatMock(),
];
