// Starts the real server for a test file: a free 127.0.0.1 port, an in-memory PGlite (or a fresh
/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers and stub requests are read loosely on purpose; each test asserts the shape it needs */
// database on TEST_DATABASE_URL's PostgreSQL, dropped afterwards), and every /api answer checked
// against the contract's generated zod schema for its status.
import { randomBytes } from 'node:crypto';
import { findOperation } from '@shared/api/generated/operations';
import type { Mail } from '../mail/mailer';
import { startServer, type RunningServer, type StartOptions } from '../start';
import { adminQuery, databaseUrl } from './support/postgres-admin';
import { pgliteTemplate, POSTGRES_TEMPLATE_ENVS, type TemplateStage } from './template';

/**
 * PASSWORD_HASH_COST of the test servers: 2^14 hashes in milliseconds where OWASP's 2^17 takes a
 * third of a second, and these tests log in hundreds of times. password-queue.test.ts checks the real cost.
 */
export const TEST_HASH_COST = 14;

/** Read limits for tests that poll (read-limits.test.ts checks the real ones). */
const POLLING_READS = {
  comparisonReadsPerUser: { limit: 100_000, windowMs: 60_000 },
  comparisonReadsPerAddress: { limit: 100_000, windowMs: 60_000 },
  sharedReads: { limit: 100_000, windowMs: 60_000 },
};

export interface TestServer extends RunningServer {
  /** Answers that break the contract (an undocumented status or a body its schema refuses). */
  violations: string[];
  /** Every mail the server sent, in order (unless the test gave its own mailer). */
  mails: Mail[];
  call(
    method: string,
    path: string,
    init?: {
      body?: unknown;
      raw?: string;
      token?: string;
      language?: 'tr' | 'en';
      headers?: Record<string, string>;
      signal?: AbortSignal;
    },
  ): Promise<{ status: number; body: Record<string, any>; headers: Headers }>;
  login(email: string, password?: string): Promise<string>;
  /**
   * POST /api/comparisons, then read the comparison until its report ends: the 202's status with
   * the ended comparison as `body` (or the refusal, as answered). `queued` is the 202's own body.
   */
  compare(init: Parameters<TestServer['call']>[2]): Promise<{
    status: number;
    body: Record<string, any>;
    queued?: Record<string, any>;
    headers: Headers;
  }>;
  /**
   * POST /api/chat, then read the conversation until the answer is no longer being written: the
   * POST's status and body, with the ended answer (a ChatDetailMessage) as `answer`.
   */
  chat(init: Parameters<TestServer['call']>[2]): Promise<{
    status: number;
    body: Record<string, any>;
    answer?: Record<string, any>;
    headers: Headers;
  }>;
}

/** Reads a conversation until the answer `answerId` is no longer being written. */
export async function waitForAnswer(
  call: TestServer['call'],
  conversationId: string,
  answerId: string,
  init: { token?: string; language?: 'tr' | 'en' },
  timeoutMs = 30_000,
): Promise<Record<string, any>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const read = await call('GET', `/api/messages/${conversationId}`, init);
    if (read.status !== 200)
      throw new Error(`GET messages ${conversationId}: ${read.status} ${JSON.stringify(read.body)}`);
    const answer = (read.body.data as Record<string, any>[]).find((message) => message.id === answerId);
    if (!answer) throw new Error(`answer ${answerId} is not in conversation ${conversationId}`);
    if (answer.status !== 'writing') return answer;
    if (Date.now() > deadline) throw new Error(`answer ${answerId} still writing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Reads a comparison until it is no longer queued or writing (the demo engine writes at once in tests). */
export async function waitForReport(
  call: TestServer['call'],
  id: string,
  init: { token?: string; language?: 'tr' | 'en' },
  timeoutMs = 30_000,
): Promise<Record<string, any>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const read = await call('GET', `/api/comparisons/${id}`, init);
    if (read.status !== 200) throw new Error(`GET ${id}: ${read.status} ${JSON.stringify(read.body)}`);
    if (!['queued', 'writing'].includes(read.body.data.status)) return read.body;
    if (Date.now() > deadline) throw new Error(`report ${id} still ${read.body.data.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function freshPostgresDatabase(
  adminUrl: string,
  stage: TemplateStage,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kiyasla_test_${randomBytes(6).toString('hex')}`;
  // From the run's template (global-setup.ts) when there is one.
  const template = process.env[POSTGRES_TEMPLATE_ENVS[stage]];
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A database for a test: in-memory PGlite, a PGlite directory, or a throwaway PostgreSQL database;
 * migrated, with the catalogue store filled unless `stage` is 'migrated'.
 */
export async function testDatabase(
  dataDir?: string,
  stage: TemplateStage = 'catalogue',
): Promise<{ options: Pick<StartOptions, 'databaseUrl' | 'dataDir' | 'pgliteTemplate'>; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const fresh = await freshPostgresDatabase(adminUrl, stage);
    return { options: { databaseUrl: fresh.url }, drop: fresh.drop };
  }
  return {
    options: { dataDir: dataDir ?? 'memory://', pgliteTemplate: pgliteTemplate(stage) },
    drop: async () => {},
  };
}

export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const violations: string[] = [];
  const mails: Mail[] = [];
  const own = options.databaseUrl || options.dataDir ? undefined : await testDatabase();
  const server = await startServer({
    seedDemo: true,
    logger: false,
    passwordHashCost: TEST_HASH_COST,
    mailer: { send: async (mail) => void mails.push(mail) },
    ...own?.options,
    ...options,
    // The tests read a report every 20 ms until it ends, far above the report page's once a second.
    rateLimits: { ...POLLING_READS, ...options.rateLimits },
    onApiResponse: ({ method, url, status, payload }) => {
      const op = findOperation(method, url);
      if (!op) return;
      const schema = op.responses[String(status)];
      if (!schema) {
        violations.push(`${op.operationId} answered ${status}, which the contract does not document`);
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(payload);
      } catch {
        violations.push(`${op.operationId} ${status}: the body is not JSON`);
        return;
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success)
        violations.push(
          `${op.operationId} ${status}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
        );
    },
  });

  const call: TestServer['call'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { 'Accept-Language': init.language ?? 'en', ...init.headers };
    if (init.body !== undefined || init.raw !== undefined) headers['Content-Type'] ??= 'application/json';
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers,
      body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      signal: init.signal,
    });
    const text = await response.text();
    let body: Record<string, any>;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = { text };
    }
    return { status: response.status, body, headers: response.headers };
  };

  return {
    ...server,
    async close() {
      await server.close();
      await own?.drop();
    },
    violations,
    mails,
    call,
    async compare(init = {}) {
      const posted = await call('POST', '/api/comparisons', init);
      if (posted.status !== 202) return posted;
      const ended = await waitForReport(call, posted.body.data.id, { token: init.token, language: init.language });
      return { status: posted.status, body: ended, queued: posted.body, headers: posted.headers };
    },
    async chat(init = {}) {
      const posted = await call('POST', '/api/chat', init);
      if (posted.status !== 202) return posted;
      const { conversationId, id } = posted.body.data.message;
      const answer = await waitForAnswer(call, conversationId, id, { token: init.token, language: init.language });
      return { ...posted, answer };
    },
    async login(email, password = 'Passw0rd!') {
      const answer = await call('POST', '/api/login', { body: { email, password } });
      if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.data.token as string;
    },
  };
}
