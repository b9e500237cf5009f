// The demo accounts, one per package level, and their shared password: the server seeds them and
// the journeys, benchmarks and screenshots sign in with them. Dependency-free on purpose, so a
// Playwright fixture or a script can import it without loading the server.
export const SEED_PASSWORD = 'Passw0rd!';

export const SEED_EMAILS = {
  free: 'free@example.com',
  hobby: 'hobby@example.com',
  standard: 'standard@example.com',
  premium: 'premium@example.com',
} as const;
