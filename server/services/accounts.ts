// Accounts and sessions: registration, login (random token, stored hashed, expiring), logout,
// profile and password changes. A password change ends every other session of the user.
import type { Language, LoginResult, PackageName, User, UserUpdate } from '@shared/api/generated/model';
import type { Db } from '../db/connect';
import {
  dummyHash,
  hashPassword as queuedHash,
  needsRehash,
  PasswordQueueBusy,
  verifyPassword as queuedVerify,
} from '../auth/passwords';
import { hashToken, newId, newToken } from '../auth/tokens';
import { BusyFailure, fail } from '../domain/errors';
import { enforceRateLimit, type RateRule } from './rate-limit';
import { hasFeature, type UserRow } from './packages';
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

/** The hash queue's refusal is the API's 503 with Retry-After (auth/ knows nothing of HTTP answers). */
async function busyAs503<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof PasswordQueueBusy) throw new BusyFailure(error.retryAfterSeconds);
    throw error;
  }
}
/**
 * Who asks for a hash takes turns in the hash queue (auth/passwords.ts): a signed-in account, or
 * before sign-in the client's address. Not the email asked about: then anyone could crowd out an
 * account's owner by trying its email.
 */
export type HashAsker = { account: string } | { address: string };
const ownerOf = (asker: HashAsker) => ('account' in asker ? `account:${asker.account}` : `address:${asker.address}`);
export const hashPassword = (password: string, asker: HashAsker) => busyAs503(queuedHash(password, ownerOf(asker)));
const verifyPassword = (password: string, stored: string, asker: HashAsker) =>
  busyAs503(queuedVerify(password, stored, ownerOf(asker)));

const isUniqueViolation = (error: unknown): boolean => (error as { code?: string })?.code === '23505';

async function upgradeHash(db: Db, userId: string, old: string, password: string): Promise<void> {
  const upgraded = await hashPassword(password, { account: userId });
  await db
    .updateTable('users')
    .set({ password_hash: upgraded })
    .where('id', '=', userId)
    .where('password_hash', '=', old)
    .execute();
}

export async function login(
  db: Db,
  email: string,
  password: string,
  sessionTtlMs: number,
  asker: HashAsker,
): Promise<LoginResult> {
  const user = await db.selectFrom('users').selectAll().where('email_key', '=', emailKey(email)).executeTakeFirst();
  // Verify against a dummy hash for unknown emails too: the answer time does not tell which emails exist.
  const matches = await verifyPassword(password, user?.password_hash ?? dummyHash(), asker);
  if (!user || !matches) throw fail(401, 'invalidCredentials');
  // A hash of an older, lower cost is replaced by one of today's, after the answer (and only if the
  // password did not change meanwhile); a busy queue just leaves it for the next login.
  if (needsRehash(user.password_hash)) void upgradeHash(db, user.id, user.password_hash, password).catch(() => {});
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: user.id,
      // The version of the password just verified: a change committed meanwhile makes this session void.
      credential_version: user.credential_version,
      expires_at: new Date(Date.now() + sessionTtlMs),
    })
    .execute();
  return { token, user: toUser(user) };
}

/** The user behind a bearer token, or undefined when it is unknown, revoked or expired. */
export async function authenticate(db: Db, token: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', new Date())
    .whereRef('sessions.credential_version', '=', 'users.credential_version')
    .executeTakeFirst();
}

export async function logout(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

export async function register(
  db: Db,
  input: { name: string; email: string; password: string; language: Language },
  asker: HashAsker,
): Promise<void> {
  const passwordHash = await hashPassword(input.password, asker);
  try {
    await db
      .insertInto('users')
      .values({
        id: newId('usr'),
        email: input.email.trim(),
        email_key: emailKey(input.email),
        name: input.name.trim(),
        password_hash: passwordHash,
        language: input.language,
        package_name: 'Level_1',
      })
      .execute();
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
    const row = await db
      .updateTable('users')
      .set(changes)
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toUser(row);
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
  passwordChangeLimit: RateRule,
): Promise<void> {
  // Each try costs a hash: limited per account like logins, so a signed-in account cannot keep the hash queue busy.
  await enforceRateLimit(db, `passwordChange:${user.id}`, passwordChangeLimit);
  if (!(await verifyPassword(oldPassword, user.password_hash, { account: user.id }))) throw fail(400, 'wrongPassword');
  if (oldPassword === newPassword) throw fail(400, 'samePassword');
  const passwordHash = await hashPassword(newPassword, { account: user.id });
  await db.transaction().execute(async (trx) => {
    const { credential_version: version } = await trx
      .updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, credential_version: eb('credential_version', '+', 1) }))
      .where('id', '=', user.id)
      .returning('credential_version')
      .executeTakeFirstOrThrow();
    // This session goes on; every other one (a stolen token, another device, a login racing this
    // change) is of an older version now, and no longer authenticates.
    await trx
      .updateTable('sessions')
      .set({ credential_version: version })
      .where('token_hash', '=', hashToken(currentToken))
      .execute();
    await trx
      .deleteFrom('sessions')
      .where('user_id', '=', user.id)
      .where('token_hash', '!=', hashToken(currentToken))
      .execute();
  });
}
