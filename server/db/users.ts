// Accounts (users): the SQL of registration, login, profile and password changes. Unique-address
// violations are left to the caller (the service answers them as 409).
import type { Selectable, Updateable } from 'kysely';
import type { Db } from './connect';
import type { Users } from './generated/database';

export type UserRow = Selectable<Users>;

export async function userByEmailKey(db: Db, emailKey: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email_key', '=', emailKey).executeTakeFirst();
}

export interface NewUser {
  id: string;
  email: string;
  emailKey: string;
  name: string;
  passwordHash: string;
  language: string;
  packageName: string;
}

export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: user.id,
      email: user.email,
      email_key: user.emailKey,
      name: user.name,
      password_hash: user.passwordHash,
      language: user.language,
      package_name: user.packageName,
    })
    .execute();
}

/** Writes `changes` to the user's row; the row as it is now. */
export async function updateUser(db: Db, userId: string, changes: Updateable<Users>): Promise<UserRow> {
  return db.updateTable('users').set(changes).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
}

/** Replaces the password hash `old` by `upgraded`, unless the password changed meanwhile. */
export async function replacePasswordHash(db: Db, userId: string, old: string, upgraded: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: upgraded })
    .where('id', '=', userId)
    .where('password_hash', '=', old)
    .execute();
}

/** Sets a new password hash and moves the credential version on; the new version. */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<number> {
  const { credential_version: version } = await db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, credential_version: eb('credential_version', '+', 1) }))
    .where('id', '=', userId)
    .returning('credential_version')
    .executeTakeFirstOrThrow();
  return version;
}
