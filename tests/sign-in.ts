// Compatibility for tests written against the old stateful mock backend, which signed in with the
// demo accounts: each demo email becomes signedInAs(level) with that account's name, language and
// the compares it has left in the server's seed (server/db/seed.ts): free@ and standard@ speak
// Turkish, hobby@ and premium@ English. Nothing is sent to a server.
// New tests call signedInAs (tests/test-user.ts) directly.
import type { Language, PackageName } from '@shared/api/generated/model';
import { SEED_EMAILS } from '../server/db/demo-accounts';
import { examplePackage, signedInAs, type TestUser } from './test-user';

interface DemoAccount {
  level: PackageName;
  name: string;
  language: Language;
  usedCompares: number;
}

const DEMO_ACCOUNTS: Record<string, DemoAccount> = {
  [SEED_EMAILS.free]: { level: 'Level_1', name: 'Deniz Free', language: 'tr', usedCompares: 2 },
  [SEED_EMAILS.hobby]: { level: 'Level_2', name: 'Hobby User', language: 'en', usedCompares: 8 },
  [SEED_EMAILS.standard]: { level: 'Level_3', name: 'Selin Standard', language: 'tr', usedCompares: 13 },
  [SEED_EMAILS.premium]: { level: 'Level_4', name: 'Premium User', language: 'en', usedCompares: 42 },
};

/** The example user as one of the four demo accounts (free@, hobby@, standard@, premium@example.com). */
export async function signInAs(email: string): Promise<TestUser> {
  const account = DEMO_ACCOUNTS[email];
  if (!account) throw new Error(`${email} is not a demo account: use signedInAs(level, { user }) instead`);
  const limit = examplePackage(account.level).compare_limit;
  return Promise.resolve(
    signedInAs(account.level, {
      user: { email, name: account.name, language: account.language },
      remaining: { remaining_compares: limit === 'unlimited' ? limit : limit - account.usedCompares },
    }),
  );
}
