// Session tokens: 32 random bytes handed to the client once; only their SHA-256 is stored, so a
// database leak gives no usable token. Ids for rows are random too (never sequential).
import { createHash, randomBytes } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const newId = (prefix: string, bytes = 12): string => `${prefix}_${randomBytes(bytes).toString('hex')}`;
/** Public share ids: unguessable and within the contract's pattern ^[A-Za-z0-9_-]+$. */
export const newShareId = (): string => `shr_${randomBytes(16).toString('base64url')}`;
