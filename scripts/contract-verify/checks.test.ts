// The contract checks on hand-made exchanges: each check fires on its fault and stays quiet on a
// correct answer (the end-to-end proof against real servers is npm run test:contract).
import { describe, expect, it } from 'vitest';
import { checkExchange, formatLocation, type Exchange } from './checks';
import { invalidVariants } from './probe';

const documented = { '200': ['application/json'], '401': ['application/json'], '500': ['application/json'] };
const user = { id: 'u1', email: 'a@example.com', name: 'A', language: 'en', package_name: 'Level_4' };

function exchange(overrides: Partial<Exchange>): Exchange {
  return {
    operationId: 'getCurrentUser',
    secured: true,
    documented,
    status: 200,
    contentType: 'application/json',
    bodyText: JSON.stringify({ success: true, data: user }),
    intent: { kind: 'valid' },
    ...overrides,
  };
}

const summary = (e: Exchange) => checkExchange(e).map((finding) => `${finding.check} ${finding.location}`);

describe('checkExchange', () => {
  it('finds nothing wrong with an answer that keeps the contract', () => {
    expect(checkExchange(exchange({}))).toEqual([]);
  });

  it('points a missing required property at the property, once for Prism and zod together', () => {
    const { email: _email, ...withoutEmail } = user;
    const prism = JSON.stringify([
      {
        location: ['response', 'body', 'data'],
        severity: 'Error',
        code: 'required',
        message: "Response body property data must have required property 'email'",
      },
    ]);
    expect(
      summary(exchange({ bodyText: JSON.stringify({ success: true, data: withoutEmail }), slViolations: prism })),
    ).toEqual(['response-schema response.body.data.email']);
  });

  it('reports request violations Prism saw on a request meant to be valid', () => {
    const prism = JSON.stringify([
      {
        location: ['request', 'body', 'email'],
        severity: 'Error',
        code: 'type',
        message: 'Request body property email must be string',
      },
    ]);
    expect(summary(exchange({ slViolations: prism }))).toEqual(['request-valid request.body.email']);
    expect(
      summary(
        exchange({
          slViolations: prism,
          intent: { kind: 'invalid', location: 'request.body.email', what: 'x' },
          status: 401,
          bodyText: '{"success":false,"code":"unauthorized","message":"no"}',
        }),
      ),
    ).toEqual([]);
  });

  it('flags 5xx, undocumented statuses, wrong content types and broken envelopes', () => {
    expect(
      summary(exchange({ status: 500, bodyText: '{"success":false,"code":"server_error","message":"boom"}' })),
    ).toEqual(['no-server-error response.status']);
    expect(
      summary(exchange({ status: 418, bodyText: '{"success":false,"code":"bad_request","message":"tea"}' })),
    ).toEqual(['status-documented response.status']);
    expect(summary(exchange({ contentType: 'text/html' }))).toEqual(['content-type response.headers.content-type']);
    expect(summary(exchange({ bodyText: '[]' }))).toEqual(['envelope response.body']);
    expect(summary(exchange({ bodyText: JSON.stringify({ success: false, data: user }) }))).toEqual([
      'envelope response.body.success',
    ]);
  });

  it('flags accepted invalid input, an unprotected endpoint and a valid request refused with 422', () => {
    expect(summary(exchange({ intent: { kind: 'invalid', location: 'request.body.name', what: 'no name' } }))).toEqual([
      'rejects-invalid-input request.body.name',
    ]);
    expect(summary(exchange({ intent: { kind: 'no-token' } }))).toEqual([
      'auth-required request.headers.authorization',
    ]);
    const refused = {
      success: false,
      code: 'validation_failed',
      message: 'Validation failed.',
      errors: [{ field: 'language', message: 'no' }],
    };
    expect(
      summary(
        exchange({
          status: 422,
          documented: { ...documented, '422': ['application/json'] },
          bodyText: JSON.stringify(refused),
        }),
      ),
    ).toContain('accepts-valid-input request.body.language');
  });

  it('formats locations like a property path', () => {
    expect(formatLocation(['response', 'body', 'data', 1, 'price'])).toBe('response.body.data[1].price');
  });
});

describe('invalidVariants', () => {
  it('derives a missing field per required property, a wrong type and over-long strings', () => {
    const schema = {
      type: 'object',
      required: ['email', 'password'],
      properties: { email: { type: 'string' }, password: { type: 'string', maxLength: 3 } },
    };
    const variants = invalidVariants(schema, { email: 'a@example.com', password: 'abc' });
    expect(variants.map((variant) => [variant.location, variant.body])).toEqual([
      ['request.body.email', { password: 'abc' }],
      ['request.body.password', { email: 'a@example.com' }],
      ['request.body.email', { email: 12345, password: 'abc' }],
      ['request.body.password', { email: 'a@example.com', password: 'xxxx' }],
    ]);
  });
});
