import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './http-helpers';
import { db } from './store';

// Raw fetches (not the generated client), to send what a careless or hostile client would.
async function post(
  path: string,
  body: string,
  contentType = 'application/json',
  headers: Record<string, string> = {},
) {
  const response = await fetch(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': contentType, 'Accept-Language': 'en', ...headers },
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; message?: string } };
}

const contact = JSON.stringify({ name: 'Mehmet', email: 'mehmet@example.com', message: 'Merhaba' });

describe('request bodies', () => {
  it('answers 415 to JSON sent under another content type (a cross-site form post)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
      const answer = await post('/api/contacts', contact, type);
      expect(answer.status).toBe(415);
      expect(answer.body).toMatchObject({ success: false, message: 'The body must be sent as application/json.' });
    }
    await expect(post('/api/contacts', contact, 'application/json; charset=utf-8')).resolves.toMatchObject({
      status: 201,
    });
    expect(db().contacts).toHaveLength(1);
  });

  it('answers 413 to a body over 1 MB and stores nothing', async () => {
    const huge = JSON.stringify({ name: 'Mehmet', email: 'mehmet@example.com', message: 'x'.repeat(MAX_BODY_BYTES) });
    const answer = await post('/api/contacts', huge);
    expect(answer.status).toBe(413);
    expect(answer.body.success).toBe(false);
    const register = await post(
      '/api/register',
      JSON.stringify({
        name: 'x'.repeat(MAX_BODY_BYTES + 1),
        email: 'a@example.com',
        password: 'secret1',
        language: 'en',
      }),
    );
    expect(register.status).toBe(413);
    expect(db().contacts).toHaveLength(0);
  });

  it('refuses a name of only spaces on register (422) instead of storing ""', async () => {
    const answer = await post(
      '/api/register',
      JSON.stringify({ name: '   ', email: 'blank@example.com', password: 'secret1', language: 'en' }),
    );
    expect(answer.status).toBe(422);
    expect(db().users.some((user) => user.email === 'blank@example.com')).toBe(false);
  });
});
