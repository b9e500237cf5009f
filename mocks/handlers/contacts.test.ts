import { describe, expect, it } from 'vitest';
import { createContactMessage } from '@/api/generated/query/contacts/contacts';
import { db } from '../store';
import { expectApiError, setRequestLanguage } from './test-utils';

describe('contacts handler', () => {
  it('stores the message and thanks the visitor (201)', async () => {
    setRequestLanguage('en');
    const answer = await createContactMessage({
      name: 'Mehmet Kaya',
      email: 'mehmet@example.com',
      message: 'Merhaba!',
    });
    expect(answer).toEqual({ success: true, message: 'Thank you for reaching out! We will get back to you soon.' });
    expect(db().contacts).toHaveLength(1);
    expect(db().contacts[0]).toMatchObject({ name: 'Mehmet Kaya', message: 'Merhaba!' });
  });

  it('answers in Turkish', async () => {
    setRequestLanguage('tr');
    const answer = await createContactMessage({ name: 'Mehmet', email: 'mehmet@example.com', message: 'Selam' });
    expect(answer.message).toBe('Bize ulaştığınız için teşekkürler! En kısa sürede size dönüş yapacağız.');
  });

  it('rejects a message over 1000 characters and missing fields (422)', async () => {
    const error = await expectApiError(
      createContactMessage({ name: '', email: 'a@example.com', message: 'x'.repeat(1001) }),
      422,
    );
    expect(error.fieldErrors.map((e) => e.field).sort()).toEqual(['message', 'name']);
    expect(db().contacts).toHaveLength(0);
  });
});
