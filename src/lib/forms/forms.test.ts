import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/api/errors';
import { applyServerErrors, isFormLevel, issueMessages, trimmed } from '@/lib/forms';

describe('issueMessages', () => {
  const schema = z.object({ email: trimmed(z.email().max(10)), password: z.string().min(6).max(8) });
  const error = issueMessages({
    email: { required: 'errors.required', invalid: 'errors.emailInvalid', tooLong: 'errors.emailLong' },
    password: { required: 'errors.required', tooShort: 'errors.short' },
  });
  const messages = (input: unknown) =>
    schema.safeParse(input, { error }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('names the rule of each failed check of a generated schema', () => {
    expect(messages({ email: '  ', password: '' })).toEqual([
      ['email', 'errors.required'],
      ['password', 'errors.required'],
    ]);
    expect(messages({ email: 'nope', password: '123' })).toEqual([
      ['email', 'errors.emailInvalid'],
      ['password', 'errors.short'],
    ]);
    expect(messages({ email: 'a@b.example.com', password: '123456' })).toEqual([['email', 'errors.emailLong']]);
  });

  it('falls back to `invalid` for a rule without its own message', () => {
    const code = z.object({ code: z.string().regex(/^\d+$/).max(3) });
    const map = issueMessages({ code: { required: 'errors.required', invalid: 'errors.code' } });
    expect(code.safeParse({ code: '1234' }, { error: map }).error?.issues.map((issue) => issue.message)).toEqual([
      'errors.code',
    ]);
  });
});

describe('server field errors', () => {
  const fields = ['name', 'email'] as const;
  const unprocessable = (errors: { field: string; message: string }[]) =>
    new ApiError({ kind: 'http', status: 422, serverMessage: 'Validation failed.', fieldErrors: errors });

  it('go to their fields, as the server wrote them; the banner is not needed when they all landed', () => {
    const setError = vi.fn();
    const error = unprocessable([{ field: 'email', message: 'Taken.' }]);
    expect(applyServerErrors(error, setError, fields)).toBe(true);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Taken.' }, { shouldFocus: true });
    expect(isFormLevel(error, fields)).toBe(false);
  });

  it('a problem with no field on the form, or no field errors at all, is the banner’s', () => {
    const setError = vi.fn();
    expect(applyServerErrors(unprocessable([{ field: 'captcha', message: 'Wrong.' }]), setError, fields)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
    expect(isFormLevel(unprocessable([{ field: 'captcha', message: 'Wrong.' }]), fields)).toBe(true);
    expect(isFormLevel(new ApiError({ kind: 'network' }), fields)).toBe(true);
  });
});
