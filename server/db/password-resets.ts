// Password reset links and what a reset writes: the only SQL of the reset flow. Tokens arrive here
// already hashed (auth/tokens.ts); `now` comes from the caller, so the expiry follows one clock.
import type { ExpressionBuilder } from 'kysely';
import type { Db } from './connect';
import type { DB } from './generated/database';

/** A link can set a password while it is unused and not expired: the check and the reset ask the same. */
const isLive = (eb: ExpressionBuilder<DB, 'password_resets'>, now: Date) =>
  eb.and([eb('password_resets.used_at', 'is', null), eb('password_resets.expires_at', '>', now)]);

export interface ResetAccount {
  id: string;
  email: string;
  name: string;
  language: string;
}

/** The account an address belongs to, or undefined: only the reset request asks. */
export async function accountByEmailKey(db: Db, emailKey: string): Promise<ResetAccount | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'language'])
    .where('email_key', '=', emailKey)
    .executeTakeFirst();
}

export async function insertResetToken(
  db: Db,
  reset: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      token_hash: reset.tokenHash,
      user_id: reset.userId,
      created_at: reset.createdAt,
      expires_at: reset.expiresAt,
    })
    .execute();
}

/**
 * What a token's link is now: for a token this server issued, whether it can still set a password
 * and the address it was mailed to; undefined for any other token. Reads only.
 */
export async function resetLinkState(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ usable: boolean; email: string } | undefined> {
  const link = await db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select((eb) => [isLive(eb, now).as('usable'), 'users.email'])
    .where('password_resets.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return link && { usable: Boolean(link.usable), email: link.email };
}

/**
 * Sets the new password hash if the token is live, in one transaction: the token is marked used
 * (a second use, even a concurrent one, finds it used), the account's other unused links die with
 * it, the credential version moves on and every session ends. Returns whether it was live.
 */
export async function consumeResetToken(db: Db, tokenHash: string, passwordHash: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where((eb) => isLive(eb, now))
      .returning('user_id')
      .executeTakeFirst();
    if (!used) return false;
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', used.user_id)
      .where('used_at', 'is', null)
      .execute();
    // A session of an older credential version no longer authenticates, even one a login racing
    // this reset writes after the delete.
    await trx
      .updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, credential_version: eb('credential_version', '+', 1) }))
      .where('id', '=', used.user_id)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', used.user_id).execute();
    return true;
  });
}
