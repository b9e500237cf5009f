// Who asks for a password hash, and how many places in the hash queue each may hold.
//
// A signed-in account is one person: its own hash work (checking its current password, hashing a
// new one, upgrading an old hash after a login) runs one task after the other, so it needs one
// place. Holding it to one means a burst of parallel password changes costs one hash, not one per
// request; the others are refused before any hashing. An address before sign-in may be an office
// behind one proxy, where many people log in at once: it keeps a larger share.

/** A signed-in account, or before sign-in the client's address (never the email asked about: then anyone could crowd out an account's owner by trying its email). */
export type HashAsker = { account: string } | { address: string };

/** Places in the hash queue (waiting or running) one account may hold. */
export const HASHES_PER_ACCOUNT = 1;
/** Places one address may hold: well above what a busy office sends at once. */
export const HASHES_PER_ADDRESS = 32;

const ACCOUNT_PREFIX = 'account:';

/** The hash queue's name for an asker. */
export const hashOwnerOf = (asker: HashAsker): string =>
  'account' in asker ? `${ACCOUNT_PREFIX}${asker.account}` : `address:${asker.address}`;

/** How many places an owner (as named by hashOwnerOf; '' is the server's own work) may hold. */
export const hashShareOf = (owner: string): number =>
  owner.startsWith(ACCOUNT_PREFIX) ? HASHES_PER_ACCOUNT : HASHES_PER_ADDRESS;
