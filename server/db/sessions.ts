// Sessions: bearer tokens, stored hashed (the caller hashes), each of one credential version of
// its user; a session of an older version no longer authenticates.
import type { Db } from './connect';
import type { UserRow } from './users';

export async function insertSession(
  db: Db,
  session: { tokenHash: string; userId: string; credentialVersion: number; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      credential_version: session.credentialVersion,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** The user of a session that is known, unexpired and of the user's current credential version. */
export async function userOfSession(db: Db, tokenHash: string, now: Date): Promise<UserRow | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .whereRef('sessions.credential_version', '=', 'users.credential_version')
    .executeTakeFirst();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Moves the session `tokenHash` to `version` and ends every other session of the user. */
export async function keepOnlySession(db: Db, userId: string, tokenHash: string, version: number): Promise<void> {
  await db.updateTable('sessions').set({ credential_version: version }).where('token_hash', '=', tokenHash).execute();
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '!=', tokenHash).execute();
}
