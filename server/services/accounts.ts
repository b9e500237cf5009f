// Accounts and sessions: registration, login (random token, stored hashed, expiring), logout,
// profile and password changes. A password change ends every other session of the user.
import type { Language, LoginResult, PackageName, User, UserUpdate } from '@shared/api/generated/model';
import type { Db } from '../db/connect';
import { deleteSession, insertSession, keepOnlySession, userOfSession } from '../db/sessions';
import { insertUser, replacePasswordHash, setPasswordHash, updateUser, userByEmailKey } from '../db/users';
import {
  dummyHash,
  hashPassword as queuedHash,
  needsRehash,
  PasswordQueueBusy,
  verifyPassword as queuedVerify,
} from '../auth/passwords';
import { hashOwnerOf, type HashAsker } from '../auth/hash-askers';
import { hashToken, newId, newToken } from '../auth/tokens';
import { BusyFailure, fail, RateLimitedFailure } from '../domain/errors';
import { enforceRateLimit, type RateRule } from './rate-limit';
import { hasFeature } from './packages';
import type { UserRow } from '../db/users';
import { PERSONAL_SCORE_FEATURE, weightsOf } from './personal-score';

export const emailKey = (email: string): string => email.trim().toLowerCase();

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    language: row.language as Language,
    package_name: row.package_name as PackageName,
    profilePic: row.profile_pic,
    phone: row.phone,
    linkedin: row.linkedin,
    ...(weightsOf(row) ? { score_weights: weightsOf(row) } : {}),
  };
}

/**
 * The hash queue's refusal as the API answers it, with Retry-After (auth/ knows nothing of HTTP
 * answers): a busy server is a 503; an asker over its share of the queue sent too much at once,
 * which is its own doing, like a rate limit: a 429.
 */
async function asQueueRefusal<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof PasswordQueueBusy)
      throw error.reason === 'share'
        ? new RateLimitedFailure(error.retryAfterSeconds)
        : new BusyFailure(error.retryAfterSeconds);
    throw error;
  }
}
/** Who asks for a hash takes turns in the hash queue (auth/passwords.ts, auth/hash-askers.ts). */
export type { HashAsker };
export const hashPassword = (password: string, asker: HashAsker) =>
  asQueueRefusal(queuedHash(password, hashOwnerOf(asker)));
const verifyPassword = (password: string, stored: string, asker: HashAsker) =>
  asQueueRefusal(queuedVerify(password, stored, hashOwnerOf(asker)));

const isUniqueViolation = (error: unknown): boolean => (error as { code?: string })?.code === '23505';

async function upgradeHash(db: Db, userId: string, old: string, password: string): Promise<void> {
  const upgraded = await hashPassword(password, { account: userId });
  await replacePasswordHash(db, userId, old, upgraded);
}

export async function login(
  db: Db,
  email: string,
  password: string,
  sessionTtlMs: number,
  asker: HashAsker,
): Promise<LoginResult> {
  const user = await userByEmailKey(db, emailKey(email));
  // Verify against a dummy hash for unknown emails too: the answer time does not tell which emails exist.
  const matches = await verifyPassword(password, user?.password_hash ?? dummyHash(), asker);
  if (!user || !matches) throw fail(401, 'invalidCredentials');
  // A hash of an older, lower cost is replaced by one of today's, after the answer (and only if the
  // password did not change meanwhile); a busy queue just leaves it for the next login.
  if (needsRehash(user.password_hash)) void upgradeHash(db, user.id, user.password_hash, password).catch(() => {});
  const token = newToken();
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    // The version of the password just verified: a change committed meanwhile makes this session void.
    credentialVersion: user.credential_version,
    expiresAt: new Date(Date.now() + sessionTtlMs),
  });
  return { token, user: toUser(user) };
}

/** The user behind a bearer token, or undefined when it is unknown, revoked or expired. */
export async function authenticate(db: Db, token: string): Promise<UserRow | undefined> {
  return userOfSession(db, hashToken(token), new Date());
}

export async function logout(db: Db, token: string): Promise<void> {
  await deleteSession(db, hashToken(token));
}

export async function register(
  db: Db,
  input: { name: string; email: string; password: string; language: Language },
  asker: HashAsker,
): Promise<void> {
  const passwordHash = await hashPassword(input.password, asker);
  try {
    await insertUser(db, {
      id: newId('usr'),
      email: input.email.trim(),
      emailKey: emailKey(input.email),
      name: input.name.trim(),
      passwordHash,
      language: input.language,
      packageName: 'Level_1',
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail(409, 'emailTaken');
    throw error;
  }
}

export async function updateProfile(
  db: Db,
  user: UserRow,
  input: UserUpdate,
  emailChangeLimit: RateRule,
): Promise<User> {
  // The weights are Premium's personal score: saving them follows the package's feature list.
  if (input.score_weights !== undefined && !(await hasFeature(db, user, PERSONAL_SCORE_FEATURE)))
    throw fail(403, 'personalScoreNotInPackage');
  // A 409 tells whether an address is registered: new addresses are limited per account.
  if (emailKey(input.email) !== user.email_key) await enforceRateLimit(db, `emailChange:${user.id}`, emailChangeLimit);
  // Absent optional fields keep their value; an explicit null clears them.
  const changes = {
    name: input.name.trim(),
    email: input.email.trim(),
    email_key: emailKey(input.email),
    language: input.language,
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
    ...(input.linkedin !== undefined ? { linkedin: input.linkedin } : {}),
    ...(input.profilePic !== undefined ? { profile_pic: input.profilePic } : {}),
    ...(input.score_weights !== undefined ? { score_weights: JSON.stringify(input.score_weights) } : {}),
  };
  try {
    return toUser(await updateUser(db, user.id, changes));
  } catch (error) {
    if (isUniqueViolation(error)) throw fail(409, 'emailTaken');
    throw error;
  }
}

export async function changePassword(
  db: Db,
  user: UserRow,
  currentToken: string,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  if (!(await verifyPassword(oldPassword, user.password_hash, { account: user.id }))) throw fail(400, 'wrongPassword');
  if (oldPassword === newPassword) throw fail(400, 'samePassword');
  const passwordHash = await hashPassword(newPassword, { account: user.id });
  await db.transaction().execute(async (trx) => {
    const version = await setPasswordHash(trx, user.id, passwordHash);
    // This session goes on; every other one (a stolen token, another device, a login racing this
    // change) is of an older version now, and no longer authenticates.
    await keepOnlySession(trx, user.id, hashToken(currentToken), version);
  });
}
