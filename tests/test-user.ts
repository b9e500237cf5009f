// A signed-in user for a component test, without a backend: the contract's example user at a
// package level, with /api/users/me and /api/packages/me answering for that level (the package
// comes from the contract's package list example, the counters from the package's own limits).
// Pass it to renderApp({ user }); a test that needs other answers adds its own server.use(...).
import type { Count, MyPackage, PackageChange, PackageName, User } from '@shared/api/generated/model';
import {
  getGetCurrentUserMockHandler,
  getGetCurrentUserResponseMock,
  getUpdateCurrentUserMockHandler,
} from '@/api/generated/query/users/users.msw';
import { getLoginMockHandler } from '@/api/generated/query/auth/auth.msw';
import {
  getChangePackageMockHandler,
  getGetMyPackageMockHandler,
  getGetMyPackageResponseMock,
  getListPackagesResponseMock,
} from '@/api/generated/query/packages/packages.msw';
import { toStoredUser, type StoredUser } from '@/lib/session';
import { server } from '@mocks/node';

export type TestUser = StoredUser & { token: string };

/** The contract's example package of a level (Level_1 … Level_4). */
export function examplePackage(level: PackageName): MyPackage['package'] {
  const found = getListPackagesResponseMock().data?.find((item) => item.name === level);
  if (!found) throw new Error(`openapi.yaml's package list example has no ${level}`);
  return found;
}

/** What /api/packages/me answers for a level: its limits as the remaining counts, unless given. */
export function myPackageOf(level: PackageName, remaining: Partial<Omit<MyPackage, 'package'>> = {}): MyPackage {
  const pkg = examplePackage(level);
  const example = getGetMyPackageResponseMock().data;
  const count = (limit: Count): Count => limit;
  return {
    end_date: example?.end_date ?? null,
    remaining_compares: count(pkg.compare_limit),
    remaining_messages: count(pkg.message_limit),
    remaining_conversations: count(pkg.conversation_limit),
    ...remaining,
    package: pkg,
  };
}

/** The contract's example user at a level; English unless the test says otherwise. */
export function exampleUser(level: PackageName = 'Level_4', user: Partial<User> = {}): User {
  const example = getGetCurrentUserResponseMock().data as User;
  // English unless a test asks otherwise: renderApp's default language, so the UI does not switch.
  return { ...example, language: 'en', ...user, package_name: level };
}

type TestUserOptions = { user?: Partial<User>; remaining?: Partial<Omit<MyPackage, 'package'>> };

/** Signs in (in storage) as the contract's example user at this level; the API answers for that user. */
/** A session token of the contract's shape (43 base64url characters) that still reads as its name. */
export const testToken = (name: string): string => name.padEnd(43, '_');

export function signedInAs(level: PackageName = 'Level_4', options: TestUserOptions = {}): TestUser {
  const user = exampleUser(level, options.user);
  server.use(
    getGetCurrentUserMockHandler({ success: true, data: user }),
    getGetMyPackageMockHandler({ success: true, data: myPackageOf(level, options.remaining) }),
  );
  return { token: testToken('test-token'), ...toStoredUser(user) };
}

/**
 * POST /api/login answers with this user and a token (whatever the credentials: the server checks
 * them), and the API then answers for that user, as after a real sign-in. Nothing is stored yet.
 */
export function loginAnswersAs(level: PackageName, options: TestUserOptions & { token?: string } = {}): User {
  const user = exampleUser(level, options.user);
  signedInAs(level, { ...options, user });
  server.use(getLoginMockHandler({ success: true, data: { token: options.token ?? testToken('test-token'), user } }));
  return user;
}

/**
 * PUT /api/users/me answers as a server that accepts the form: this user with the fields sent
 * (the contract's example answer is another user, whose language would switch the screen).
 */
export function profileSavesAccepted(user: User): void {
  server.use(
    getUpdateCurrentUserMockHandler(async ({ request }) => ({
      success: true,
      message: 'Profile updated successfully!',
      data: { ...user, ...((await request.json()) as Partial<User>) },
    })),
  );
}

/**
 * PUT /api/packages/me answers as a server that accepts the change: the chosen package with its
 * full limits, and from then on /api/users/me and /api/packages/me answer at that level.
 */
export function packageChangesAccepted(user: Partial<User> = {}): void {
  server.use(
    getChangePackageMockHandler(async ({ request }) => {
      const { package_name: level } = (await request.json()) as PackageChange;
      signedInAs(level, { user });
      return { success: true, message: 'Your package has been updated.', data: myPackageOf(level) };
    }),
  );
}
