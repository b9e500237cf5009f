import { expect, it } from 'vitest';
import { prismViolations } from './violations';

it('counts the violations and the errors Prism answered with, not its ordinary lines', () => {
  const log = [
    '[3:00:47 PM] › [CLI] ▶  start     Prism is listening on http://127.0.0.1:6152',
    '[3:01:14 PM] ›     [PROXY] ℹ  info      The upstream call to /api/login has returned 401',
    '[3:01:07 PM] › [HTTP SERVER] post /api/login ✖  error     Request terminated with error: https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY: Invalid request',
    '[3:01:09 PM] ›     [VALIDATOR] ⚠  warning   Violation: response.body.data Response body property data must be object',
  ].join('\n');
  expect(prismViolations(log)).toEqual([
    '[HTTP SERVER] post /api/login ✖  error     Request terminated with error: https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY: Invalid request',
    '[VALIDATOR] ⚠  warning   Violation: response.body.data Response body property data must be object',
  ]);
});
