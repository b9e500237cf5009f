// The demo accounts, one per package level, and their shared password: the seed builds them and
// every test suite (Vitest and Playwright) signs in with them. Dependency-free on purpose, so a
// Playwright fixture can import it without loading the mock backend.
export const SEED_PASSWORD = 'Passw0rd!';

export const SEED_EMAILS = {
  free: 'free@example.com',
  hobby: 'hobby@example.com',
  standard: 'standard@example.com',
  premium: 'premium@example.com',
} as const;
