// All mock handlers: the stateful ones first (MSW uses the first handler that answers), then the
// orval-generated faker handlers as a fallback for anything the stateful ones do not cover.
import { getAuthMock } from '@/api/generated/query/auth/auth.msw';
import { getChatMock } from '@/api/generated/query/chat/chat.msw';
import { getComparisonsMock } from '@/api/generated/query/comparisons/comparisons.msw';
import { getContactsMock } from '@/api/generated/query/contacts/contacts.msw';
import { getPackagesMock } from '@/api/generated/query/packages/packages.msw';
import { getUsersMock } from '@/api/generated/query/users/users.msw';
import { guardStorage } from '../http-helpers';
import { authHandlers } from './auth';
import { chatHandlers } from './chat';
import { comparisonsHandlers } from './comparisons';
import { contactsHandlers } from './contacts';
import { packagesHandlers } from './packages';
import { sampleHandlers } from './sample';
import { usersHandlers } from './users';

// A write the browser storage cannot keep answers the documented 500 (see guardStorage).
export const statefulHandlers = [
  ...authHandlers,
  ...usersHandlers,
  ...packagesHandlers,
  ...contactsHandlers,
  ...comparisonsHandlers,
  ...sampleHandlers,
  ...chatHandlers,
].map(guardStorage);

export const generatedHandlers = [
  ...getAuthMock(),
  ...getUsersMock(),
  ...getPackagesMock(),
  ...getContactsMock(),
  ...getComparisonsMock(),
  ...getChatMock(),
];

export const handlers = [...statefulHandlers, ...generatedHandlers];
