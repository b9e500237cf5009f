// The probe: for every operation, valid requests built from the contract's examples (signed in
// with the given account, ids taken from earlier answers) and deliberately bad ones (a missing
// required field, a wrong type, an over-long string, no token), each sent through the Prism
// proxy and checked with checkExchange().
import type { ContractOperation, JsonSchema } from './contract';
import { checkExchange, type Intent } from './checks';
import type { CoverageTracker, FindingSet } from './findings';
import { followLink } from './links';

export interface ProbeOptions {
  baseUrl: string;
  operations: ContractOperation[];
  email: string;
  password: string;
  findings: FindingSet;
  coverage: CoverageTracker;
  log?: (line: string) => void;
  /** Per-request timeout (whole exchange, body included); default 10 s. */
  timeoutMs?: number;
  /**
   * The target itself: when an exchange through Prism gets no complete answer, the same request
   * goes once straight to the target to tell a cut-off answer from a slow one (Prism waits on a
   * cut-off upstream answer instead of reporting it).
   */
  targetUrl?: string;
}

/** After this many timeouts in a row the probe stops: the target is too slow to probe. */
export const MAX_CONSECUTIVE_TIMEOUTS = 3;

/** How long the probe reads a new report before going on with it unfinished (a model writes for a while). */
const REPORT_WAIT_MS = 120_000;

/** An id no server has: the operation's 404 answer is probed with it. */
const unknownIdFor = (what: string) => `contract-unknown-${what}-${Date.now()}`;

/** Thrown to stop the probe early; the CLI reports it and still gives its verdict. */
export class TargetTooSlowError extends Error {
  constructor(timeoutMs: number, cutOff: boolean) {
    super(
      cutOff
        ? `target cuts its answers short: ${MAX_CONSECUTIVE_TIMEOUTS} requests in a row got an incomplete answer; the probe stopped`
        : `target too slow: ${MAX_CONSECUTIVE_TIMEOUTS} requests in a row got no complete answer within ${timeoutMs / 1000} s; the probe stopped`,
    );
    this.name = 'TargetTooSlowError';
  }
}

type Diagnosis = { kind: 'cut'; status: number; detail: string } | { kind: 'slow' } | { kind: 'answered'; ms: number };

/** The same request straight to the target: cut off part-way, too slow, or answered. */
async function diagnose(url: string, init: RequestInit, timeoutMs: number): Promise<Diagnosis> {
  const started = Date.now();
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal });
  } catch {
    return { kind: 'slow' };
  }
  try {
    await response.text();
    return { kind: 'answered', ms: Date.now() - started };
  } catch (error) {
    return signal.aborted ? { kind: 'slow' } : { kind: 'cut', status: response.status, detail: describeFailure(error) };
  }
}

interface Sent {
  status: number;
  body: unknown;
}

type Body = Record<string, unknown>;

/** Probes every operation; `stopped` says why it ended early (a target too slow), if it did. */
export async function runProbe(options: ProbeOptions): Promise<{ stopped?: string }> {
  const { baseUrl, operations, findings, coverage } = options;
  const log = options.log ?? (() => {});
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const exercised = new Set<string>();
  // Why an operation got no answer, for `not-exercised` (the last reason wins).
  const unreached = new Map<string, string>();
  const attempted = new Set<string>();
  const timeoutMs = options.timeoutMs ?? 10_000;
  let consecutiveTimeouts = 0;
  let cutOffsInRow = 0;
  const state: { token?: string; user?: Body; comparisonId?: string; pollOption?: string; conversationId?: string } =
    {};

  function op(operationId: string): ContractOperation {
    const found = byId.get(operationId);
    if (!found) throw new Error(`The contract has no operation ${operationId}`);
    return found;
  }

  async function send(
    operationId: string,
    init: { path?: string; query?: string; body?: unknown; token?: string | null; intent: Intent },
  ): Promise<Sent | undefined> {
    const operation = op(operationId);
    attempted.add(operationId);
    const path = init.path ?? operation.path;
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': 'en' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const token = init.token === undefined ? state.token : init.token;
    if (token) headers.Authorization = `Bearer ${token}`;
    const request: RequestInit = {
      method: operation.method.toUpperCase(),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    };
    const target = `${path}${init.query ? `?${init.query}` : ''}`;
    let response: Response;
    // One deadline for the whole exchange: a server that sends headers and then stalls is as slow
    // as one that never answers.
    const signal = AbortSignal.timeout(timeoutMs);
    const timedOut = (error: unknown) => signal.aborted || (error as Error).name === 'TimeoutError';
    try {
      response = await fetch(`${baseUrl}${target}`, { ...request, signal });
    } catch (error) {
      if (timedOut(error)) return onTimeout(operationId, null, target, request);
      const reason = describeFailure(error);
      unreached.set(operationId, `no answer: ${reason}`);
      log(`  ${operationId}: no answer (${reason})`);
      return undefined;
    }
    let bodyText: string;
    try {
      bodyText = await response.text();
    } catch (error) {
      if (timedOut(error)) return onTimeout(operationId, response.status, target, request);
      // Headers arrived, then the connection closed before the body was complete.
      consecutiveTimeouts = 0;
      cutOffsInRow = 0;
      exercised.add(operationId);
      coverage.record(operationId, response.status);
      findings.add('probe', [
        {
          operation: operationId,
          check: 'incomplete-response',
          status: response.status,
          location: 'response.body',
          message: `the answer was cut off part-way (${describeFailure(error)})`,
        },
      ]);
      log(`  ${operationId} → ${response.status}, cut off`);
      return undefined;
    }
    consecutiveTimeouts = 0;
    cutOffsInRow = 0;
    // Prism's own 502/504-style problem answers when the target cut the answer or vanished.
    if (isPrismUpstreamFailure(response, bodyText)) {
      exercised.add(operationId);
      findings.add('probe', [
        {
          operation: operationId,
          check: 'incomplete-response',
          status: response.status,
          location: 'response.body',
          message: `the proxy got no complete answer from the target (${prismDetail(bodyText)})`,
        },
      ]);
      log(`  ${operationId} → ${response.status} from Prism: ${prismDetail(bodyText)}`);
      return undefined;
    }
    exercised.add(operationId);
    coverage.record(operationId, response.status);
    findings.add(
      'probe',
      checkExchange({
        operationId,
        secured: operation.secured,
        documented: operation.responses,
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        bodyText,
        slViolations: response.headers.get('sl-violations'),
        intent: init.intent,
      }),
    );
    let body: unknown;
    try {
      body = JSON.parse(bodyText);
    } catch {
      body = undefined;
    }
    log(
      `  ${init.intent.kind === 'invalid' || init.intent.kind === 'hostile' ? `${operationId} (${init.intent.what}) ` : init.intent.kind === 'no-token' ? `${operationId} (no token) ` : `${operationId} `}→ ${response.status}`,
    );
    return { status: response.status, body };
  }

  async function onTimeout(
    operationId: string,
    status: number | null,
    target: string,
    request: RequestInit,
  ): Promise<undefined> {
    exercised.add(operationId);
    const diagnosis = options.targetUrl
      ? await diagnose(`${options.targetUrl}${target}`, request, timeoutMs)
      : ({ kind: 'slow' } as const);
    consecutiveTimeouts += 1;
    if (diagnosis.kind === 'cut') {
      cutOffsInRow += 1;
      findings.add('probe', [
        {
          operation: operationId,
          check: 'incomplete-response',
          status: diagnosis.status,
          location: 'response.body',
          message: `the answer was cut off part-way (${diagnosis.detail}); through Prism it never completed`,
        },
      ]);
      log(`  ${operationId} → ${diagnosis.status}, cut off`);
    } else {
      const detail = diagnosis.kind === 'answered' ? `; the target alone answered in ${diagnosis.ms} ms` : '';
      findings.add('probe', [
        {
          operation: operationId,
          check: 'timeout',
          status,
          location: 'response',
          message: `no complete answer within ${timeoutMs / 1000} s (--timeout)${detail}`,
        },
      ]);
      log(`  ${operationId}: timed out after ${timeoutMs / 1000} s`);
    }
    if (consecutiveTimeouts >= MAX_CONSECUTIVE_TIMEOUTS)
      throw new TargetTooSlowError(timeoutMs, cutOffsInRow >= MAX_CONSECUTIVE_TIMEOUTS);
    return undefined;
  }

  const valid: Intent = { kind: 'valid' };
  const dataOf = (sent: Sent | undefined): Body | undefined => {
    const data = (sent?.body as Body | undefined)?.data;
    return data && typeof data === 'object' ? (data as Body) : undefined;
  };

  /**
   * Missing required fields, a wrong type, over-long strings and repeated items where the schema
   * says uniqueItems, derived from the body schema; then NUL and a lone surrogate in each string.
   */
  async function sendInvalidBodies(operationId: string, good: Body, extra: { path?: string } = {}): Promise<void> {
    const schema = op(operationId).requestBody?.schema;
    for (const variant of invalidVariants(schema, good)) {
      await send(operationId, {
        ...extra,
        body: variant.body,
        intent: { kind: 'invalid', location: variant.location, what: variant.what },
      });
    }
    for (const variant of hostileVariants(schema, good)) {
      await send(operationId, {
        ...extra,
        body: variant.body,
        intent: { kind: 'hostile', location: variant.location, what: variant.what },
      });
    }
  }

  async function sendWithoutToken(operationId: string, init: { path?: string; body?: unknown } = {}): Promise<void> {
    if (op(operationId).secured) await send(operationId, { ...init, token: null, intent: { kind: 'no-token' } });
  }

  async function probeAll(): Promise<void> {
    // --- auth: log in first, the token opens everything else ---
    const LoginBody = { email: options.email, password: options.password };
    const login = await send('login', { body: LoginBody, token: null, intent: valid });
    const loginData = dataOf(login);
    state.token = typeof loginData?.token === 'string' ? loginData.token : undefined;
    state.user = (loginData?.user as Body | undefined) ?? undefined;
    if (!state.token) log(`  login as ${options.email} failed: protected operations are probed without a session`);
    await sendInvalidBodies('login', LoginBody);
    // Valid requests the server must refuse for business reasons exercise more documented statuses.
    await send('login', { body: { ...LoginBody, password: `${options.password}-wrong` }, token: null, intent: valid });

    const RegisterBody = {
      ...(op('register').requestBody?.example as Body),
      email: `contract-${Date.now()}@example.com`,
    };
    await send('register', { body: RegisterBody, token: null, intent: valid });
    await send('register', { body: { ...RegisterBody, email: options.email }, token: null, intent: valid });
    await sendInvalidBodies('register', RegisterBody);

    const resetBody = { email: options.email };
    await send('requestPasswordReset', { body: resetBody, token: null, intent: valid });
    await sendInvalidBodies('requestPasswordReset', resetBody);
    // A reset link's token comes only by mail, so the contract's example token is one the server does
    // not know: the answer is its documented 410, and the invalid bodies its 422.
    const setPasswordBody = op('resetPassword').requestBody?.example as Body;
    await send('resetPassword', { body: setPasswordBody, token: null, intent: valid });
    await sendInvalidBodies('resetPassword', setPasswordBody);
    // The same unknown token checked: a 200 saying the link cannot set a password.
    const checkLinkBody = op('checkPasswordResetLink').requestBody?.example as Body;
    await send('checkPasswordResetLink', { body: checkLinkBody, token: null, intent: valid });
    await sendInvalidBodies('checkPasswordResetLink', checkLinkBody);

    // --- the current user ---
    const me = dataOf(await send('getCurrentUser', { intent: valid }));
    if (me) state.user = me;
    await sendWithoutToken('getCurrentUser');

    // Saves the user's own values back, so probing never changes the account.
    const example = op('updateCurrentUser').requestBody?.example as Body;
    const user = state.user ?? {};
    const profile: Body = {
      name: user.name ?? example.name,
      email: user.email ?? options.email,
      language: user.language ?? example.language,
      phone: 'phone' in user ? user.phone : example.phone,
      linkedin: 'linkedin' in user ? user.linkedin : example.linkedin,
      profilePic: 'profilePic' in user ? user.profilePic : example.profilePic,
    };
    await send('updateCurrentUser', { body: profile, intent: valid });
    await sendInvalidBodies('updateCurrentUser', profile);
    await sendWithoutToken('updateCurrentUser', { body: profile });

    // Changes the password and back again.
    const temporary = `${options.password}-Cv1`;
    const changed = await send('changePassword', {
      body: { oldPassword: options.password, newPassword: temporary },
      intent: valid,
    });
    if (changed && changed.status >= 200 && changed.status < 300) {
      await send('changePassword', { body: { oldPassword: temporary, newPassword: options.password }, intent: valid });
    }
    await send('changePassword', {
      body: { oldPassword: `${options.password}-wrong`, newPassword: temporary },
      intent: valid,
    });
    const passwordBody = { oldPassword: options.password, newPassword: temporary };
    await sendInvalidBodies('changePassword', passwordBody);
    await sendWithoutToken('changePassword', { body: passwordBody });

    // --- packages ---
    await send('listPackages', { token: null, intent: valid });
    const myPackage = dataOf(await send('getMyPackage', { intent: valid }));
    await sendWithoutToken('getMyPackage');
    // Premium by default (advanced_reporting): a 200; an account without it gets the documented 403.
    await send('getUsageReport', { intent: valid });
    await sendWithoutToken('getUsageReport');
    const currentPackage =
      (myPackage?.package as Body | undefined)?.name ??
      user.package_name ??
      (op('changePackage').requestBody?.example as Body).package_name;
    const packageBody = { package_name: currentPackage };
    await send('changePackage', { body: packageBody, intent: valid });
    await sendInvalidBodies('changePackage', packageBody);
    await sendWithoutToken('changePackage', { body: packageBody });

    // --- contacts ---
    const contactBody = op('createContactMessage').requestBody?.example as Body;
    await send('createContactMessage', { body: contactBody, token: null, intent: valid });
    await sendInvalidBodies('createContactMessage', contactBody);

    // --- comparisons ---
    const compareBody = op('createComparison').requestBody?.example as Body;
    const createdAnswer = await send('createComparison', { body: compareBody, intent: valid });
    const created = dataOf(createdAnswer);
    await sendInvalidBodies('createComparison', compareBody);
    await sendWithoutToken('createComparison', { body: compareBody });

    const page = dataOf(await send('listComparisons', { query: 'limit=20', intent: valid }));
    await send('listComparisons', {
      query: `search=${encodeURIComponent(String(exampleOf(op('listComparisons'), 'search') ?? 'a'))}&limit=5`,
      intent: valid,
    });
    for (const variant of invalidQueries(op('listComparisons'))) {
      await send('listComparisons', {
        query: variant.query,
        intent: { kind: 'invalid', location: variant.location, what: variant.what },
      });
    }
    await sendWithoutToken('listComparisons');

    const firstListed = (page?.items as Body[] | undefined)?.[0]?.id;
    // The comparison just made, reached by the 202's link to getComparison (as a client would).
    const createdPath = followLink(op('createComparison'), '202', 'GetComparison', op('getComparison'), {
      responseBody: createdAnswer?.body,
    });
    if (created && !createdPath)
      findings.add('probe', [
        {
          operation: 'createComparison',
          check: 'sequence',
          status: createdAnswer?.status ?? null,
          location: 'links.GetComparison',
          message: 'the 202 has no link to getComparison that its answer can fill',
        },
      ]);
    state.comparisonId =
      typeof created?.id === 'string'
        ? created.id
        : typeof firstListed === 'string'
          ? firstListed
          : String(exampleOf(op('getComparison'), 'comparisonId'));
    const comparisonPath = (template: string) =>
      template.replace('{comparisonId}', encodeURIComponent(state.comparisonId ?? ''));
    // A report is written after the 202: read it (each read is checked too) until it ends, so the
    // poll, the share and the assistant see a finished report.
    let comparison = dataOf(
      await send('getComparison', { path: comparisonPath(op('getComparison').path), intent: valid }),
    );
    const writingUntil = Date.now() + REPORT_WAIT_MS;
    while (comparison && ['queued', 'writing'].includes(String(comparison.status)) && Date.now() < writingUntil) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      comparison = dataOf(
        await send('getComparison', { path: comparisonPath(op('getComparison').path), intent: valid }),
      );
    }
    // Cancelling: a second report the probe queues and stops at once (nothing is counted for it),
    // again (the same answer), one that ended (409) and an unknown id (404).
    const toCancel = dataOf(await send('createComparison', { body: compareBody, intent: valid }));
    const cancelPath = (id: string) => op('cancelComparison').path.replace('{comparisonId}', encodeURIComponent(id));
    if (typeof toCancel?.id === 'string') {
      await send('cancelComparison', { path: cancelPath(toCancel.id), intent: valid });
      await send('cancelComparison', { path: cancelPath(toCancel.id), intent: valid });
      await sendWithoutToken('cancelComparison', { path: cancelPath(toCancel.id) });
    }
    if (state.comparisonId) await send('cancelComparison', { path: cancelPath(state.comparisonId), intent: valid });
    await send('cancelComparison', { path: cancelPath(unknownIdFor('cancel')), intent: valid });
    await sendWithoutToken('getComparison', { path: comparisonPath(op('getComparison').path) });
    const unknownId = unknownIdFor('comparison');
    await send('getComparison', { path: op('getComparison').path.replace('{comparisonId}', unknownId), intent: valid });

    const poll = ((comparison ?? created)?.result as Body | undefined)?.poll as
      { options?: { label?: string }[] } | undefined;
    state.pollOption = poll?.options?.[0]?.label ?? String((op('voteInPoll').requestBody?.example as Body).option);
    const votePath = comparisonPath(op('voteInPoll').path);
    const voteBody = { option: state.pollOption };
    await send('voteInPoll', { path: votePath, body: voteBody, intent: valid });
    await sendInvalidBodies('voteInPoll', voteBody, { path: votePath });
    await sendWithoutToken('voteInPoll', { path: votePath, body: voteBody });
    await send('voteInPoll', {
      path: op('voteInPoll').path.replace('{comparisonId}', unknownId),
      body: voteBody,
      intent: valid,
    });

    await send('listPopularComparisons', { token: null, intent: valid });
    await send('getSampleComparison', { token: null, intent: valid });
    await send('getSiteStats', { token: null, intent: valid });

    // Share links and deletion change data, so they touch only a comparison the probe created
    // (or, failing that, one that was not shared yet: the probe never revokes someone's link).
    const probeOwnsComparison = typeof created?.id === 'string' && created.id === state.comparisonId;
    const mayShare = probeOwnsComparison || (comparison !== undefined && !comparison.shareId);
    const sharePath = comparisonPath(op('shareComparison').path);
    const sharedPath = (shareId: string) =>
      op('getSharedComparison').path.replace('{shareId}', encodeURIComponent(shareId));
    if (mayShare) {
      const shareAnswer = await send('shareComparison', { path: sharePath, intent: valid });
      await send('shareComparison', { path: sharePath, intent: valid });
      // The shared report, by the share's link to getSharedComparison.
      const linked = followLink(op('shareComparison'), '200', 'GetSharedComparison', op('getSharedComparison'), {
        responseBody: shareAnswer?.body,
      });
      const sharedAt = linked ?? sharedPath(String(exampleOf(op('getSharedComparison'), 'shareId')));
      await send('getSharedComparison', { path: sharedAt, token: null, intent: valid });
      await send('unshareComparison', { path: sharePath, intent: valid });
      await send('getSharedComparison', { path: sharedAt, token: null, intent: valid });
    }
    await sendWithoutToken('shareComparison', { path: sharePath });
    await sendWithoutToken('unshareComparison', { path: sharePath });
    await send('shareComparison', {
      path: op('shareComparison').path.replace('{comparisonId}', unknownId),
      intent: valid,
    });
    await send('unshareComparison', {
      path: op('unshareComparison').path.replace('{comparisonId}', unknownId),
      intent: valid,
    });
    await send('getSharedComparison', { path: sharedPath(`shr_unknown_${Date.now()}`), token: null, intent: valid });
    await send('getSharedComparison', {
      path: sharedPath('not a share id!'),
      token: null,
      intent: { kind: 'invalid', location: 'request.path.shareId', what: 'a share id outside its pattern' },
    });

    const chatExample = op('sendChatMessage').requestBody?.example as Body;
    const chatBody = { content: chatExample.content };
    // A question about a stored comparison (a report's "Ask the assistant"), before the probe may
    // delete it, then about one the user does not have (404, documented).
    const askAbout = (comparisonId: string) => ({ ...chatBody, comparisonId });
    if (state.comparisonId) await send('sendChatMessage', { body: askAbout(state.comparisonId), intent: valid });
    await send('sendChatMessage', { body: askAbout(unknownId), intent: valid });

    const deletePath = comparisonPath(op('deleteComparison').path);
    await sendWithoutToken('deleteComparison', { path: deletePath });
    await send('deleteComparison', {
      path: op('deleteComparison').path.replace('{comparisonId}', unknownId),
      intent: valid,
    });
    if (probeOwnsComparison) {
      await send('deleteComparison', { path: deletePath, intent: valid });
      // The end of the sequence: the deleted comparison, read again by the same link, is gone.
      const again = await send('getComparison', {
        path: createdPath ?? comparisonPath(op('getComparison').path),
        intent: valid,
      });
      if (again && again.status !== 404)
        findings.add('probe', [
          {
            operation: 'getComparison',
            check: 'sequence',
            status: again.status,
            location: 'after deleteComparison',
            message: `a deleted comparison read again answered ${again.status}, not 404`,
          },
        ]);
    }

    // --- chat ---
    const reply = dataOf(await send('sendChatMessage', { body: chatBody, intent: valid }));
    const replyConversation = (reply?.message as Body | undefined)?.conversationId;
    if (typeof replyConversation === 'string') {
      await send('sendChatMessage', { body: { ...chatBody, conversationId: replyConversation }, intent: valid });
    }
    await sendInvalidBodies('sendChatMessage', chatBody);
    await sendWithoutToken('sendChatMessage', { body: chatBody });

    const conversations = (await send('listConversations', { intent: valid }))?.body as
      { data?: { id?: string }[] } | undefined;
    await sendWithoutToken('listConversations');
    state.conversationId =
      conversations?.data?.[0]?.id ??
      (typeof replyConversation === 'string'
        ? replyConversation
        : String(exampleOf(op('listConversationMessages'), 'conversationId')));
    const messagesPath = op('listConversationMessages').path.replace(
      '{conversationId}',
      encodeURIComponent(state.conversationId),
    );
    await send('listConversationMessages', { path: messagesPath, intent: valid });
    await sendWithoutToken('listConversationMessages', { path: messagesPath });
    await send('listConversationMessages', {
      path: op('listConversationMessages').path.replace('{conversationId}', unknownId),
      intent: valid,
    });

    const demoBody = op('createDemoMessage').requestBody?.example as Body;
    await send('createDemoMessage', { body: demoBody, token: null, intent: valid });
    await sendInvalidBodies('createDemoMessage', demoBody);

    // --- last: logging out ends the session the probe used ---
    await sendWithoutToken('logout');
    await send('logout', { intent: valid });
  }

  let stopped: TargetTooSlowError | undefined;
  try {
    await probeAll();
  } catch (error) {
    if (!(error instanceof TargetTooSlowError)) throw error;
    stopped = error;
    log(`  ${error.message}`);
  }
  const loginFailed = !state.token;
  for (const operation of operations) {
    if (exercised.has(operation.operationId)) continue;
    const reason =
      unreached.get(operation.operationId) ??
      (stopped
        ? `not reached: ${stopped.message}`
        : !attempted.has(operation.operationId)
          ? 'not reached: the probe has no request for this operation'
          : loginFailed && operation.secured
            ? `not reached: signing in as ${options.email} failed`
            : 'not reached');
    findings.add('probe', [
      { operation: operation.operationId, check: 'not-exercised', status: null, location: 'request', message: reason },
    ]);
  }
  return { stopped: stopped?.message };
}

function exampleOf(operation: ContractOperation, name: string): unknown {
  return operation.parameters.find((param) => param.name === name)?.example;
}

function wrongTypeValue(schema: JsonSchema): unknown {
  if (schema.type === 'integer' || schema.type === 'number') return 'not-a-number';
  if (schema.type === 'boolean' || (!schema.type && schema.enum?.every((value) => typeof value === 'boolean')))
    return 'not-a-boolean';
  if (schema.type === 'array') return 'not-an-array';
  return 12345;
}

export function invalidVariants(
  schema: JsonSchema | undefined,
  good: Body,
): { body: Body; location: string; what: string }[] {
  if (!schema?.properties) return [];
  const variants: { body: Body; location: string; what: string }[] = [];
  const required = schema.required ?? [];
  for (const name of required) {
    const body = { ...good };
    delete body[name];
    variants.push({ body, location: `request.body.${name}`, what: `a body without the required field ${name}` });
  }
  const first = required[0];
  if (first && schema.properties[first]) {
    variants.push({
      body: { ...good, [first]: wrongTypeValue(schema.properties[first]) },
      location: `request.body.${first}`,
      what: `a body with a wrong type for ${first}`,
    });
  }
  for (const [name, property] of Object.entries(schema.properties)) {
    if (typeof property.maxLength === 'number') {
      variants.push({
        body: { ...good, [name]: 'x'.repeat(property.maxLength + 1) },
        location: `request.body.${name}`,
        what: `a body with ${name} longer than ${property.maxLength} characters`,
      });
    }
    const item = Array.isArray(good[name]) ? (good[name] as unknown[])[0] : property.items?.enum?.[0];
    if (property.type === 'array' && property.uniqueItems && item !== undefined) {
      variants.push({
        body: { ...good, [name]: [item, item] },
        location: `request.body.${name}`,
        what: `a body with the same item twice in ${name} (uniqueItems)`,
      });
    }
  }
  return variants;
}

/** NUL and a lone UTF-16 surrogate in each free-text string field of a valid body. */
export function hostileVariants(
  schema: JsonSchema | undefined,
  good: Body,
): { body: Body; location: string; what: string }[] {
  const variants: { body: Body; location: string; what: string }[] = [];
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    if (property.type !== 'string' || property.enum || typeof good[name] !== 'string') continue;
    const text = (good[name] as string).slice(0, Math.max(0, (property.maxLength ?? 100) - 2));
    variants.push(
      { body: { ...good, [name]: `${text}\u0000` }, location: `request.body.${name}`, what: `a NUL in ${name}` },
      {
        body: { ...good, [name]: `${text}\ud800` },
        location: `request.body.${name}`,
        what: `a lone surrogate in ${name}`,
      },
    );
  }
  return variants;
}

function invalidQueries(operation: ContractOperation): { query: string; location: string; what: string }[] {
  const variants: { query: string; location: string; what: string }[] = [];
  for (const param of operation.parameters.filter((p) => p.in === 'query')) {
    if (param.schema.type === 'integer' || param.schema.type === 'number') {
      variants.push({
        query: `${param.name}=not-a-number`,
        location: `request.query.${param.name}`,
        what: `a wrong type for ${param.name}`,
      });
    }
    if (typeof param.schema.maxLength === 'number') {
      variants.push({
        query: `${param.name}=${'x'.repeat(param.schema.maxLength + 1)}`,
        location: `request.query.${param.name}`,
        what: `${param.name} longer than ${param.schema.maxLength} characters`,
      });
    }
  }
  return variants;
}

function describeFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** Prism answers its own problem+json when the upstream call fails (the target cut or refused it). */
function isPrismUpstreamFailure(response: Response, bodyText: string): boolean {
  if (response.status < 500 || !(response.headers.get('content-type') ?? '').includes('problem+json')) return false;
  return /stoplight\.io\/prism\/errors/.test(bodyText);
}

function prismDetail(bodyText: string): string {
  try {
    const problem = JSON.parse(bodyText) as { title?: string; detail?: string };
    return [problem.title, problem.detail].filter(Boolean).join(': ') || 'no detail';
  } catch {
    return bodyText.slice(0, 120);
  }
}
