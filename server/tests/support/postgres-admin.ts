// Databases on TEST_DATABASE_URL's PostgreSQL server, for the run's template (global-setup.ts) and
// each test file's own database (harness.ts). `pg` is loaded only when a test run uses PostgreSQL.

/** Runs one statement as TEST_DATABASE_URL's superuser, on a connection of its own. */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `adminUrl`, as the same user. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
