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

/** One probe's connection to the target: its session, what it reached, and how its requests went. */
class ProbeSession {
  readonly byId: Map<string, ContractOperation>;
  readonly exercised = new Set<string>();
  /** Why an operation got no answer, for `not-exercised` (the last reason wins). */
  readonly unreached = new Map<string, string>();
  readonly attempted = new Set<string>();
  readonly timeoutMs: number;
  readonly log: (line: string) => void;
  consecutiveTimeouts = 0;
  cutOffsInRow = 0;
  readonly state: { token?: string; user?: Body; comparisonId?: string; pollOption?: string; conversationId?: string } =
    {};

  constructor(readonly options: ProbeOptions) {
    this.byId = new Map(options.operations.map((operation) => [operation.operationId, operation]));
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.log = options.log ?? (() => {});
  }

  /** An operation's path for the comparison the probe works on. */
  comparisonPath(template: string): string {
    return template.replace('{comparisonId}', encodeURIComponent(this.state.comparisonId ?? ''));
  }

  op(operationId: string): ContractOperation {
    const found = this.byId.get(operationId);
    if (!found) throw new Error(`The contract has no operation ${operationId}`);
    return found;
  }

  async send(
    operationId: string,
    init: { path?: string; query?: string; body?: unknown; token?: string | null; intent: Intent },
  ): Promise<Sent | undefined> {
    const operation = this.op(operationId);
    this.attempted.add(operationId);
    const path = init.path ?? operation.path;
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': 'en' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const token = init.token === undefined ? this.state.token : init.token;
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
    const signal = AbortSignal.timeout(this.timeoutMs);
    const timedOut = (error: unknown) => signal.aborted || (error as Error).name === 'TimeoutError';
    try {
      response = await fetch(`${this.options.baseUrl}${target}`, { ...request, signal });
    } catch (error) {
      if (timedOut(error)) return this.onTimeout(operationId, null, target, request);
      const reason = describeFailure(error);
      this.unreached.set(operationId, `no answer: ${reason}`);
      this.log(`  ${operationId}: no answer (${reason})`);
      return undefined;
    }
    let bodyText: string;
    try {
      bodyText = await response.text();
    } catch (error) {
      if (timedOut(error)) return this.onTimeout(operationId, response.status, target, request);
      // Headers arrived, then the connection closed before the body was complete.
      this.consecutiveTimeouts = 0;
      this.cutOffsInRow = 0;
      this.exercised.add(operationId);
      this.options.coverage.record(operationId, response.status);
      this.options.findings.add('probe', [
        {
          operation: operationId,
          check: 'incomplete-response',
          status: response.status,
          location: 'response.body',
          message: `the answer was cut off part-way (${describeFailure(error)})`,
        },
      ]);
      this.log(`  ${operationId} → ${response.status}, cut off`);
      return undefined;
    }
    this.consecutiveTimeouts = 0;
    this.cutOffsInRow = 0;
    // Prism's own 502/504-style problem answers when the target cut the answer or vanished.
    if (isPrismUpstreamFailure(response, bodyText)) {
      this.exercised.add(operationId);
      this.options.findings.add('probe', [
        {
          operation: operationId,
          check: 'incomplete-response',
          status: response.status,
          location: 'response.body',
          message: `the proxy got no complete answer from the target (${prismDetail(bodyText)})`,
        },
      ]);
      this.log(`  ${operationId} → ${response.status} from Prism: ${prismDetail(bodyText)}`);
      return undefined;
    }
    this.exercised.add(operationId);
    this.options.coverage.record(operationId, response.status);
    this.options.findings.add(
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
    this.log(
      `  ${init.intent.kind === 'invalid' || init.intent.kind === 'hostile' ? `${operationId} (${init.intent.what}) ` : init.intent.kind === 'no-token' ? `${operationId} (no token) ` : `${operationId} `}→ ${response.status}`,
    );
    return { status: response.status, body };
  }

  async onTimeout(
    operationId: string,
    status: number | null,
    target: string,
    request: RequestInit,
  ): Promise<undefined> {
    this.exercised.add(operationId);
    const diagnosis = this.options.targetUrl
      ? await diagnose(`${this.options.targetUrl}${target}`, request, this.timeoutMs)
      : ({ kind: 'slow' } as const);
    this.consecutiveTimeouts += 1;
    if (diagnosis.kind === 'cut') {
      this.cutOffsInRow += 1;
      this.options.findings.add('probe', [
        {
          operation: operationId,
          check: 'incomplete-response',
          status: diagnosis.status,
          location: 'response.body',
          message: `the answer was cut off part-way (${diagnosis.detail}); through Prism it never completed`,
        },
      ]);
      this.log(`  ${operationId} → ${diagnosis.status}, cut off`);
    } else {
      const detail = diagnosis.kind === 'answered' ? `; the target alone answered in ${diagnosis.ms} ms` : '';
      this.options.findings.add('probe', [
        {
          operation: operationId,
          check: 'timeout',
          status,
          location: 'response',
          message: `no complete answer within ${this.timeoutMs / 1000} s (--timeout)${detail}`,
        },
      ]);
      this.log(`  ${operationId}: timed out after ${this.timeoutMs / 1000} s`);
    }
    if (this.consecutiveTimeouts >= MAX_CONSECUTIVE_TIMEOUTS)
      throw new TargetTooSlowError(this.timeoutMs, this.cutOffsInRow >= MAX_CONSECUTIVE_TIMEOUTS);
    return undefined;
  }

  /**
   * Missing required fields, a wrong type, over-long strings and repeated items where the schema
   * says uniqueItems, derived from the body schema; then NUL and a lone surrogate in each string.
   */
  async sendInvalidBodies(operationId: string, good: Body, extra: { path?: string } = {}): Promise<void> {
    const schema = this.op(operationId).requestBody?.schema;
    for (const variant of invalidVariants(schema, good)) {
      await this.send(operationId, {
        ...extra,
        body: variant.body,
        intent: { kind: 'invalid', location: variant.location, what: variant.what },
      });
    }
    for (const variant of hostileVariants(schema, good)) {
      await this.send(operationId, {
        ...extra,
        body: variant.body,
        intent: { kind: 'hostile', location: variant.location, what: variant.what },
      });
    }
  }

  async sendWithoutToken(operationId: string, init: { path?: string; body?: unknown } = {}): Promise<void> {
    if (this.op(operationId).secured)
      await this.send(operationId, { ...init, token: null, intent: { kind: 'no-token' } });
  }
}

const valid: Intent = { kind: 'valid' };
const dataOf = (sent: Sent | undefined): Body | undefined => {
  const data = (sent?.body as Body | undefined)?.data;
  return data && typeof data === 'object' ? (data as Body) : undefined;
};

/** A question for the assistant, from the contract's example. */
const chatBodyOf = (p: ProbeSession): Body => ({
  content: (p.op('sendChatMessage').requestBody?.example as Body).content,
});

interface NewComparison {
  compareBody: Body;
  created: Body | undefined;
  createdPath: string | undefined;
  comparison: Body | undefined;
}

/** Logs in first (the token opens everything else), registers, and asks for password resets. */
async function probeAuth(p: ProbeSession): Promise<void> {
  // --- auth: log in first, the token opens everything else ---
  const LoginBody = { email: p.options.email, password: p.options.password };
  const login = await p.send('login', { body: LoginBody, token: null, intent: valid });
  const loginData = dataOf(login);
  p.state.token = typeof loginData?.token === 'string' ? loginData.token : undefined;
  p.state.user = (loginData?.user as Body | undefined) ?? undefined;
  if (!p.state.token) p.log(`  login as ${p.options.email} failed: protected operations are probed without a session`);
  await p.sendInvalidBodies('login', LoginBody);
  // Valid requests the server must refuse for business reasons exercise more documented statuses.
  await p.send('login', {
    body: { ...LoginBody, password: `${p.options.password}-wrong` },
    token: null,
    intent: valid,
  });

  const RegisterBody = {
    ...(p.op('register').requestBody?.example as Body),
    email: `contract-${Date.now()}@example.com`,
  };
  await p.send('register', { body: RegisterBody, token: null, intent: valid });
  await p.send('register', { body: { ...RegisterBody, email: p.options.email }, token: null, intent: valid });
  await p.sendInvalidBodies('register', RegisterBody);

  const resetBody = { email: p.options.email };
  await p.send('requestPasswordReset', { body: resetBody, token: null, intent: valid });
  await p.sendInvalidBodies('requestPasswordReset', resetBody);
  // A reset link's token comes only by mail, so the contract's example token is one the server does
  // not know: the answer is its documented 410, and the invalid bodies its 422.
  const setPasswordBody = p.op('resetPassword').requestBody?.example as Body;
  await p.send('resetPassword', { body: setPasswordBody, token: null, intent: valid });
  await p.sendInvalidBodies('resetPassword', setPasswordBody);
  // The same unknown token checked: a 200 saying the link cannot set a password.
  const checkLinkBody = p.op('checkPasswordResetLink').requestBody?.example as Body;
  await p.send('checkPasswordResetLink', { body: checkLinkBody, token: null, intent: valid });
  await p.sendInvalidBodies('checkPasswordResetLink', checkLinkBody);
}

/** The current user: read, saved back unchanged, and the password changed and back. */
async function probeCurrentUser(p: ProbeSession): Promise<void> {
  // --- the current user ---
  const me = dataOf(await p.send('getCurrentUser', { intent: valid }));
  if (me) p.state.user = me;
  await p.sendWithoutToken('getCurrentUser');

  // Saves the user's own values back, so probing never changes the account.
  const example = p.op('updateCurrentUser').requestBody?.example as Body;
  const user = p.state.user ?? {};
  const profile: Body = {
    name: user.name ?? example.name,
    email: user.email ?? p.options.email,
    language: user.language ?? example.language,
    phone: 'phone' in user ? user.phone : example.phone,
    linkedin: 'linkedin' in user ? user.linkedin : example.linkedin,
    profilePic: 'profilePic' in user ? user.profilePic : example.profilePic,
  };
  await p.send('updateCurrentUser', { body: profile, intent: valid });
  await p.sendInvalidBodies('updateCurrentUser', profile);
  await p.sendWithoutToken('updateCurrentUser', { body: profile });

  // Changes the password and back again.
  const temporary = `${p.options.password}-Cv1`;
  const changed = await p.send('changePassword', {
    body: { oldPassword: p.options.password, newPassword: temporary },
    intent: valid,
  });
  if (changed && changed.status >= 200 && changed.status < 300) {
    await p.send('changePassword', {
      body: { oldPassword: temporary, newPassword: p.options.password },
      intent: valid,
    });
  }
  await p.send('changePassword', {
    body: { oldPassword: `${p.options.password}-wrong`, newPassword: temporary },
    intent: valid,
  });
  const passwordBody = { oldPassword: p.options.password, newPassword: temporary };
  await p.sendInvalidBodies('changePassword', passwordBody);
  await p.sendWithoutToken('changePassword', { body: passwordBody });
}

/** Packages (the current one chosen again, so nothing changes) and the contact form. */
async function probePackagesAndContact(p: ProbeSession): Promise<void> {
  const user = p.state.user ?? {};
  // --- packages ---
  await p.send('listPackages', { token: null, intent: valid });
  const myPackage = dataOf(await p.send('getMyPackage', { intent: valid }));
  await p.sendWithoutToken('getMyPackage');
  // Premium by default (advanced_reporting): a 200; an account without it gets the documented 403.
  await p.send('getUsageReport', { intent: valid });
  await p.sendWithoutToken('getUsageReport');
  const currentPackage =
    (myPackage?.package as Body | undefined)?.name ??
    user.package_name ??
    (p.op('changePackage').requestBody?.example as Body).package_name;
  const packageBody = { package_name: currentPackage };
  await p.send('changePackage', { body: packageBody, intent: valid });
  await p.sendInvalidBodies('changePackage', packageBody);
  await p.sendWithoutToken('changePackage', { body: packageBody });

  // --- contacts ---
  const contactBody = p.op('createContactMessage').requestBody?.example as Body;
  await p.send('createContactMessage', { body: contactBody, token: null, intent: valid });
  await p.sendInvalidBodies('createContactMessage', contactBody);
}

/** A new comparison, the history, and the new report read until it ends. */
async function probeNewComparison(p: ProbeSession): Promise<NewComparison> {
  // --- comparisons ---
  const compareBody = p.op('createComparison').requestBody?.example as Body;
  const createdAnswer = await p.send('createComparison', { body: compareBody, intent: valid });
  const created = dataOf(createdAnswer);
  await p.sendInvalidBodies('createComparison', compareBody);
  await p.sendWithoutToken('createComparison', { body: compareBody });

  const page = dataOf(await p.send('listComparisons', { query: 'limit=20', intent: valid }));
  await p.send('listComparisons', {
    query: `search=${encodeURIComponent(String(exampleOf(p.op('listComparisons'), 'search') ?? 'a'))}&limit=5`,
    intent: valid,
  });
  for (const variant of invalidQueries(p.op('listComparisons'))) {
    await p.send('listComparisons', {
      query: variant.query,
      intent: { kind: 'invalid', location: variant.location, what: variant.what },
    });
  }
  await p.sendWithoutToken('listComparisons');

  const firstListed = (page?.items as Body[] | undefined)?.[0]?.id;
  // The comparison just made, reached by the 202's link to getComparison (as a client would).
  const createdPath = followLink(p.op('createComparison'), '202', 'GetComparison', p.op('getComparison'), {
    responseBody: createdAnswer?.body,
  });
  if (created && !createdPath)
    p.options.findings.add('probe', [
      {
        operation: 'createComparison',
        check: 'sequence',
        status: createdAnswer?.status ?? null,
        location: 'links.GetComparison',
        message: 'the 202 has no link to getComparison that its answer can fill',
      },
    ]);
  p.state.comparisonId =
    typeof created?.id === 'string'
      ? created.id
      : typeof firstListed === 'string'
        ? firstListed
        : String(exampleOf(p.op('getComparison'), 'comparisonId'));
  // A report is written after the 202: read it (each read is checked too) until it ends, so the
  // poll, the share and the assistant see a finished report.
  let comparison = dataOf(
    await p.send('getComparison', { path: p.comparisonPath(p.op('getComparison').path), intent: valid }),
  );
  const writingUntil = Date.now() + REPORT_WAIT_MS;
  while (comparison && ['queued', 'writing'].includes(String(comparison.status)) && Date.now() < writingUntil) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    comparison = dataOf(
      await p.send('getComparison', { path: p.comparisonPath(p.op('getComparison').path), intent: valid }),
    );
  }
  return { compareBody, created, createdPath, comparison };
}

/** Cancelling, and reading without a token or an unknown id; the unknown id the later probes use. */
async function probeCancelAndUnknown(p: ProbeSession, compareBody: Body): Promise<string> {
  // Cancelling: a second report the probe queues and stops at once (nothing is counted for it),
  // again (the same answer), one that ended (409) and an unknown id (404).
  const toCancel = dataOf(await p.send('createComparison', { body: compareBody, intent: valid }));
  const cancelPath = (id: string) => p.op('cancelComparison').path.replace('{comparisonId}', encodeURIComponent(id));
  if (typeof toCancel?.id === 'string') {
    await p.send('cancelComparison', { path: cancelPath(toCancel.id), intent: valid });
    await p.send('cancelComparison', { path: cancelPath(toCancel.id), intent: valid });
    await p.sendWithoutToken('cancelComparison', { path: cancelPath(toCancel.id) });
  }
  if (p.state.comparisonId) await p.send('cancelComparison', { path: cancelPath(p.state.comparisonId), intent: valid });
  await p.send('cancelComparison', { path: cancelPath(unknownIdFor('cancel')), intent: valid });
  await p.sendWithoutToken('getComparison', { path: p.comparisonPath(p.op('getComparison').path) });
  const unknownId = unknownIdFor('comparison');
  await p.send('getComparison', {
    path: p.op('getComparison').path.replace('{comparisonId}', unknownId),
    intent: valid,
  });
  return unknownId;
}

/** The report's poll, and the public lists. */
async function probePollAndLists(p: ProbeSession, report: Body | undefined, unknownId: string): Promise<void> {
  const poll = (report?.result as Body | undefined)?.poll as { options?: { label?: string }[] } | undefined;
  p.state.pollOption = poll?.options?.[0]?.label ?? String((p.op('voteInPoll').requestBody?.example as Body).option);
  const votePath = p.comparisonPath(p.op('voteInPoll').path);
  const voteBody = { option: p.state.pollOption };
  await p.send('voteInPoll', { path: votePath, body: voteBody, intent: valid });
  await p.sendInvalidBodies('voteInPoll', voteBody, { path: votePath });
  await p.sendWithoutToken('voteInPoll', { path: votePath, body: voteBody });
  await p.send('voteInPoll', {
    path: p.op('voteInPoll').path.replace('{comparisonId}', unknownId),
    body: voteBody,
    intent: valid,
  });

  await p.send('listPopularComparisons', { token: null, intent: valid });
  await p.send('getSampleComparison', { token: null, intent: valid });
  await p.send('getSiteStats', { token: null, intent: valid });
}

/** Share links, a question about the report, and its deletion. */
async function probeShareAskDelete(p: ProbeSession, made: NewComparison, unknownId: string): Promise<void> {
  const { created, createdPath, comparison } = made;
  // Share links and deletion change data, so they touch only a comparison the probe created
  // (or, failing that, one that was not shared yet: the probe never revokes someone's link).
  const probeOwnsComparison = typeof created?.id === 'string' && created.id === p.state.comparisonId;
  const mayShare = probeOwnsComparison || (comparison !== undefined && !comparison.shareId);
  const sharePath = p.comparisonPath(p.op('shareComparison').path);
  const sharedPath = (shareId: string) =>
    p.op('getSharedComparison').path.replace('{shareId}', encodeURIComponent(shareId));
  if (mayShare) {
    const shareAnswer = await p.send('shareComparison', { path: sharePath, intent: valid });
    await p.send('shareComparison', { path: sharePath, intent: valid });
    // The shared report, by the share's link to getSharedComparison.
    const linked = followLink(p.op('shareComparison'), '200', 'GetSharedComparison', p.op('getSharedComparison'), {
      responseBody: shareAnswer?.body,
    });
    const sharedAt = linked ?? sharedPath(String(exampleOf(p.op('getSharedComparison'), 'shareId')));
    await p.send('getSharedComparison', { path: sharedAt, token: null, intent: valid });
    await p.send('unshareComparison', { path: sharePath, intent: valid });
    await p.send('getSharedComparison', { path: sharedAt, token: null, intent: valid });
  }
  await p.sendWithoutToken('shareComparison', { path: sharePath });
  await p.sendWithoutToken('unshareComparison', { path: sharePath });
  await p.send('shareComparison', {
    path: p.op('shareComparison').path.replace('{comparisonId}', unknownId),
    intent: valid,
  });
  await p.send('unshareComparison', {
    path: p.op('unshareComparison').path.replace('{comparisonId}', unknownId),
    intent: valid,
  });
  await p.send('getSharedComparison', { path: sharedPath(`shr_unknown_${Date.now()}`), token: null, intent: valid });
  await p.send('getSharedComparison', {
    path: sharedPath('not a share id!'),
    token: null,
    intent: { kind: 'invalid', location: 'request.path.shareId', what: 'a share id outside its pattern' },
  });

  const chatBody = chatBodyOf(p);
  // A question about a stored comparison (a report's "Ask the assistant"), before the probe may
  // delete it, then about one the user does not have (404, documented).
  const askAbout = (comparisonId: string) => ({ ...chatBody, comparisonId });
  if (p.state.comparisonId) await p.send('sendChatMessage', { body: askAbout(p.state.comparisonId), intent: valid });
  await p.send('sendChatMessage', { body: askAbout(unknownId), intent: valid });

  const deletePath = p.comparisonPath(p.op('deleteComparison').path);
  await p.sendWithoutToken('deleteComparison', { path: deletePath });
  await p.send('deleteComparison', {
    path: p.op('deleteComparison').path.replace('{comparisonId}', unknownId),
    intent: valid,
  });
  if (probeOwnsComparison) {
    await p.send('deleteComparison', { path: deletePath, intent: valid });
    // The end of the sequence: the deleted comparison, read again by the same link, is gone.
    const again = await p.send('getComparison', {
      path: createdPath ?? p.comparisonPath(p.op('getComparison').path),
      intent: valid,
    });
    if (again && again.status !== 404)
      p.options.findings.add('probe', [
        {
          operation: 'getComparison',
          check: 'sequence',
          status: again.status,
          location: 'after deleteComparison',
          message: `a deleted comparison read again answered ${again.status}, not 404`,
        },
      ]);
  }
}

/** The assistant's conversations and the public demo chat; logging out last ends the probe's session. */
async function probeChatAndLogout(p: ProbeSession, unknownId: string): Promise<void> {
  const chatBody = chatBodyOf(p);
  // --- chat ---
  const reply = dataOf(await p.send('sendChatMessage', { body: chatBody, intent: valid }));
  const replyConversation = (reply?.message as Body | undefined)?.conversationId;
  if (typeof replyConversation === 'string') {
    await p.send('sendChatMessage', { body: { ...chatBody, conversationId: replyConversation }, intent: valid });
  }
  await p.sendInvalidBodies('sendChatMessage', chatBody);
  await p.sendWithoutToken('sendChatMessage', { body: chatBody });

  const conversations = (await p.send('listConversations', { intent: valid }))?.body as
    { data?: { id?: string }[] } | undefined;
  await p.sendWithoutToken('listConversations');
  p.state.conversationId =
    conversations?.data?.[0]?.id ??
    (typeof replyConversation === 'string'
      ? replyConversation
      : String(exampleOf(p.op('listConversationMessages'), 'conversationId')));
  const messagesPath = p
    .op('listConversationMessages')
    .path.replace('{conversationId}', encodeURIComponent(p.state.conversationId));
  await p.send('listConversationMessages', { path: messagesPath, intent: valid });
  await p.sendWithoutToken('listConversationMessages', { path: messagesPath });
  await p.send('listConversationMessages', {
    path: p.op('listConversationMessages').path.replace('{conversationId}', unknownId),
    intent: valid,
  });

  const demoBody = p.op('createDemoMessage').requestBody?.example as Body;
  await p.send('createDemoMessage', { body: demoBody, token: null, intent: valid });
  await p.sendInvalidBodies('createDemoMessage', demoBody);

  // --- last: logging out ends the session the probe used ---
  await p.sendWithoutToken('logout');
  await p.send('logout', { intent: valid });
}

async function probeAll(p: ProbeSession): Promise<void> {
  await probeAuth(p);
  await probeCurrentUser(p);
  await probePackagesAndContact(p);
  const made = await probeNewComparison(p);
  const unknownId = await probeCancelAndUnknown(p, made.compareBody);
  await probePollAndLists(p, made.comparison ?? made.created, unknownId);
  await probeShareAskDelete(p, made, unknownId);
  await probeChatAndLogout(p, unknownId);
}

/** Probes every operation; `stopped` says why it ended early (a target too slow), if it did. */
export async function runProbe(options: ProbeOptions): Promise<{ stopped?: string }> {
  const p = new ProbeSession(options);
  let stopped: TargetTooSlowError | undefined;
  try {
    await probeAll(p);
  } catch (error) {
    if (!(error instanceof TargetTooSlowError)) throw error;
    stopped = error;
    p.log(`  ${error.message}`);
  }
  const loginFailed = !p.state.token;
  for (const operation of p.options.operations) {
    if (p.exercised.has(operation.operationId)) continue;
    const reason =
      p.unreached.get(operation.operationId) ??
      (stopped
        ? `not reached: ${stopped.message}`
        : !p.attempted.has(operation.operationId)
          ? 'not reached: the probe has no request for this operation'
          : loginFailed && operation.secured
            ? `not reached: signing in as ${p.options.email} failed`
            : 'not reached');
    p.options.findings.add('probe', [
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
