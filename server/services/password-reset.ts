// Password reset by mail: a request mails a single-use link valid for RESET_LINK_MINUTES to an
// existing account, in its language, and answers the same either way; the link's token then sets
// a new password once and ends every session of the account.
import type { Language } from '@shared/api/generated/model';
import type { Db } from '../db/connect';
import { accountByEmailKey, consumeResetToken, insertResetToken, resetLinkState } from '../db/password-resets';
import { hashToken, newToken } from '../auth/tokens';
import { fail } from '../domain/errors';
import { text } from '../domain/messages';
import type { Mailer } from '../mail/mailer';
import { emailKey, hashPassword, type HashAsker } from './accounts';

export const RESET_LINK_MINUTES = 30;

/** The page a mailed link opens, under the app's public address. */
export function resetLink(publicUrl: string, token: string): string {
  const link = new URL('/reset-password', publicUrl);
  link.searchParams.set('token', token);
  return link.href;
}

/**
 * Mails a reset link if the address has an account; nothing otherwise. The route does not wait for
 * it, so the answer's timing does not tell either.
 */
export async function requestPasswordReset(db: Db, mailer: Mailer, email: string, publicUrl: string): Promise<void> {
  const account = await accountByEmailKey(db, emailKey(email));
  if (!account) return;
  const token = newToken();
  const createdAt = new Date();
  await insertResetToken(db, {
    tokenHash: hashToken(token),
    userId: account.id,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + RESET_LINK_MINUTES * 60_000),
  });
  const language = account.language as Language;
  await mailer.send({
    to: account.email,
    subject: text('resetMailSubject', language),
    text: text('resetMailBody', language, {
      name: account.name,
      link: resetLink(publicUrl, token),
      minutes: RESET_LINK_MINUTES,
    }),
  });
}

/**
 * Whether a link can still set a password, before the user types one. The address comes back for
 * any link this server mailed (its holder was mailed there), so the page can offer a new link to it.
 */
export async function checkResetLink(db: Db, token: string): Promise<{ usable: boolean; email?: string }> {
  return (await resetLinkState(db, hashToken(token), new Date())) ?? { usable: false };
}

/** Sets the new password with a live token (410 otherwise) and ends every session of the account. */
export async function resetPassword(db: Db, token: string, password: string, asker: HashAsker): Promise<void> {
  const passwordHash = await hashPassword(password, asker);
  if (!(await consumeResetToken(db, hashToken(token), passwordHash, new Date()))) throw fail(410, 'resetLinkInvalid');
}
