// The journey fixture behind the @contract journeys: it watches every /api answer the page gets
// and applies the contract checks (status, content type, envelope, generated zod schemas, and
// Prism's `sl-violations` header when a Prism proxy sits in between). It also catches the HTTP
// layer's ContractError ("Response of <op> breaks the contract …") and Prism errors-mode
// rejections of invalid requests (application/problem+json).
//
// CONTRACT_MODE says where /api goes: 'server' (the real server serving the production build, as
// in `npm run test:e2e`; the default), 'prism-errors' (`dev:prism --prism-errors`) or 'proxy'
// (contract:verify: a production build through the Prism proxy in front of any backend). In
// 'proxy' mode findings go to CONTRACT_JOURNEY_LOG for the tool's report; otherwise a journey with
// any finding fails.
import { appendFileSync } from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { findOperation, operations } from '@shared/api/generated/operations';
// eslint-disable-next-line no-restricted-imports -- the tool lives in scripts/, which has no alias
import { checkExchange, formatLocation, type PrismViolation } from '../../scripts/contract-verify/checks';
// eslint-disable-next-line no-restricted-imports -- the tool lives in scripts/, which has no alias
import type { RawFinding } from '../../scripts/contract-verify/findings';
import { test as base, expect } from '../e2e/fixtures';

export type ContractMode = 'server' | 'prism-errors' | 'proxy';
export const CONTRACT_MODE = (process.env.CONTRACT_MODE ??
  (process.env.CONTRACT_JOURNEY_LOG ? 'proxy' : 'server')) as ContractMode;

/** The account the journeys that leave the account as it was sign in with (contract:verify passes
 * its --email/--password); a journey that changes the account registers its own. */
export const CONTRACT_ACCOUNT = {
  email: process.env.CONTRACT_EMAIL ?? 'premium@example.com',
  password: process.env.CONTRACT_PASSWORD ?? 'Passw0rd!',
};

const CONTRACT_ERROR = /Response of (\S+) breaks the contract at (\S+): (.*)/;

async function inspect(
  response: Response,
  record: (entry: { finding?: RawFinding; operationId?: string; status?: number }) => void,
): Promise<void> {
  const url = new URL(response.url());
  if (!url.pathname.startsWith('/api/')) return;
  const method = response.request().method();
  const operation = findOperation(method, url.pathname);
  const status = response.status();
  // Body first and at once: a navigation right after the answer would make it unreadable.
  const [bodyText, headers] = await Promise.all([
    response.text().catch(() => null), // null: the page moved on before the body arrived
    response.allHeaders(),
  ]);
  const contentType = headers['content-type'] ?? '';
  if (!operation) {
    record({
      finding: {
        operation: `${method} ${url.pathname}`,
        check: 'request-valid',
        status,
        location: 'request',
        message: 'the UI called a path the contract does not have',
      },
    });
    return;
  }
  record({ operationId: operation.operationId, status });
  if (contentType.includes('application/problem+json')) {
    // Prism in errors mode refused the request: list what it found wrong.
    const problem = JSON.parse(bodyText ?? '{}') as { title?: string; detail?: string; validation?: PrismViolation[] };
    const validation = problem.validation?.length
      ? problem.validation
      : [{ location: ['request'], severity: 'Error', message: problem.detail ?? problem.title ?? 'rejected by Prism' }];
    for (const violation of validation) {
      record({
        finding: {
          operation: operation.operationId,
          check: 'request-valid',
          status,
          location: formatLocation(violation.location),
          message: violation.message,
        },
      });
    }
    return;
  }
  const documented = Object.fromEntries(Object.keys(operation.responses).map((code) => [code, ['application/json']]));
  const findings = checkExchange({
    operationId: operation.operationId,
    secured: operation.secured,
    documented,
    status,
    contentType,
    bodyText,
    slViolations: headers['sl-violations'],
    intent: { kind: 'valid' },
  });
  for (const finding of findings) record({ finding });
}

export const test = base.extend<{ contractFindings: RawFinding[] }>({
  contractFindings: [
    async ({ page }, use, testInfo) => {
      const findings: RawFinding[] = [];
      let exchanges = 0;
      const pending: Promise<void>[] = [];
      const log = process.env.CONTRACT_JOURNEY_LOG;
      const record = (entry: { finding?: RawFinding; operationId?: string; status?: number }) => {
        if (entry.finding) findings.push(entry.finding);
        else exchanges += 1;
        if (log) {
          const line = entry.finding
            ? { type: 'finding', finding: entry.finding }
            : { type: 'exchange', operationId: entry.operationId, status: entry.status };
          appendFileSync(log, `${JSON.stringify(line)}\n`);
        }
      };
      page.on('response', (response) => {
        pending.push(
          inspect(response, record).catch((error: unknown) => console.warn(`contract fixture: ${String(error)}`)),
        );
      });
      const onText = (text: string) => {
        const match = CONTRACT_ERROR.exec(text);
        if (match)
          record({
            finding: {
              operation: match[1],
              check: 'response-schema',
              status: null,
              location: match[2] === '(root)' ? 'response.body' : `response.body.${match[2]}`,
              message: `ContractError in the app: ${match[3]}`,
            },
          });
      };
      page.on('console', (message) => onText(message.text()));
      page.on('pageerror', (error) => onText(error.message));
      await use(findings);
      await Promise.all(pending);
      if (CONTRACT_MODE !== 'proxy' && findings.length > 0) {
        testInfo.annotations.push({ type: 'contract findings', description: JSON.stringify(findings, null, 2) });
      }
      if (CONTRACT_MODE !== 'proxy') {
        expect(findings, 'every /api exchange keeps the contract').toEqual([]);
        // Guards the guard: a fixture that saw nothing would pass vacuously.
        expect(exchanges, 'the fixture saw the /api exchanges').toBeGreaterThan(0);
      }
    },
    { auto: true },
  ],
});

/** Waits for the answer to one contract operation (matched by method and path). */
export function waitForOperation(page: Page, operationId: string, timeout = 20_000): Promise<Response> {
  const operation = operations.find((op) => op.operationId === operationId);
  if (!operation) throw new Error(`unknown operation ${operationId}`);
  return page.waitForResponse(
    (response) =>
      response.request().method().toLowerCase() === operation.method &&
      operation.pattern.test(new URL(response.url()).pathname),
    { timeout },
  );
}

export { expect };
