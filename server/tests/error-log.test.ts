// A request that fails inside the database answers 500, and the log says what failed and where,
// without the statement's values: PGlite's errors carry the SQL and its parameters, which on a
// registration are the email and the password.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loggableError } from '../http/loggable-error';
import { startTestServer, type TestServer } from './harness';

const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false, logger: { stream: { write: (line) => lines.push(line) } } });
  // The users table goes missing: every statement on it fails (42P01) with the email as a parameter.
  // On PostgreSQL the server's background work (the report queue polling for jobs) may hold a lock on a
  // table that depends on users; the drop then loses a deadlock (40P01) and is simply tried again.
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`drop table users cascade`.execute(server.db);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt === 5) throw error;
    }
  }
});
afterAll(async () => {
  await server?.close();
});

it('a registration that fails in the database: 500, and the log keeps the SQLSTATE, never the email or the password', async () => {
  lines.length = 0;
  const answer = await server.call('POST', '/api/register', {
    body: { name: 'Gizli Kişi', email: 'gizli.kisi@example.com', password: 'Sakla.Bunu-42', language: 'tr' },
  });
  expect(answer).toMatchObject({ status: 500, body: { success: false } });
  const log = lines.join('');
  expect(log).toContain('request failed');
  expect(log).toContain('42P01');
  expect(log).not.toContain('gizli.kisi');
  expect(log).not.toContain('Sakla.Bunu-42');
  expect(log).not.toMatch(/scrypt|\$s0\$|"params"|"query"/);
});

it('keeps the code and the names of where it failed; masks quoted values and addresses; drops the statement, parameters and detail', () => {
  const error = Object.assign(new Error('invalid input syntax for type integer: "12ab" (from ayse@example.com)'), {
    code: '22P02',
    table: 'comparisons',
    detail: 'Key (email)=(ayse@example.com) already exists.',
    query: 'select * from users where email = $1',
    params: ['ayse@example.com'],
  });
  const logged = loggableError(error);
  expect(logged).toMatchObject({
    type: 'Error',
    code: '22P02',
    table: 'comparisons',
    message: 'invalid input syntax for type integer: "[value]" (from [email])',
  });
  expect(JSON.stringify(logged)).not.toMatch(/ayse|12ab|select|params|detail/);
});
