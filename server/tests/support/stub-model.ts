// An OpenAI-compatible stand-in model: a real HTTP server on 127.0.0.1 that answers
// POST /v1/chat/completions, streamed (server-sent chat.completion.chunk events) or whole, at a set
// speed, with a report about the items in the user message or a chat answer. Misbehaviours (other
// items, broken JSON, a stall, an HTTP error) are chosen per test. Used by the server tests and by
// benchmarks, so it stops writing the moment a client goes away and counts those clients.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { stubReport, type StubLanguage } from './stub-report';

export type StubBehaviour =
  /** The report asked for (or a chat answer), valid. */
  | { kind: 'valid' }
  /** A valid report about other items than the ones asked. */
  | { kind: 'wrong-items' }
  /** The report asked for, with the list `section` repeated to `count` entries. */
  | { kind: 'padded'; section: string; count: number }
  /** Text that is not JSON. */
  | { kind: 'garbage' }
  /** Exactly this text as the answer's content. */
  | { kind: 'answer'; text: string }
  /** Writes for `ms`, then sends nothing more and keeps the connection open. */
  | { kind: 'stall'; ms: number }
  /** An HTTP error with an OpenAI-style error body. */
  | { kind: 'status'; status: number };

export const behaviours = {
  valid: { kind: 'valid' },
  wrongItems: { kind: 'wrong-items' },
  /** The first call writes about other items, the next ones are right. */
  wrongItemsOnce: [{ kind: 'wrong-items' }, { kind: 'valid' }],
  garbage: { kind: 'garbage' },
  answer: (text: string): StubBehaviour => ({ kind: 'answer', text }),
  stallAfter: (ms: number): StubBehaviour => ({ kind: 'stall', ms }),
  status: (status: number): StubBehaviour => ({ kind: 'status', status }),
  padded: (section: string, count: number): StubBehaviour => ({ kind: 'padded', section, count }),
} satisfies Record<string, StubBehaviour | StubBehaviour[] | ((...values: never[]) => StubBehaviour)>;

export interface StubModelOptions {
  /** Content tokens (about 4 characters each) per second; 0 or Infinity: as fast as possible. Default 60. */
  tokensPerSecond?: number;
}

export interface StubModel {
  /** Base URL for an OpenAI client, ending in /v1. */
  url: string;
  /** Every request body received, parsed, in order. */
  requests: Record<string, unknown>[];
  /** Answers the client went away from before their end (the model stopped writing). */
  readonly closedEarly: number;
  /** Each streamed answer: when its writing started and ended (ms since the epoch) and how many tokens it had. */
  writes: { startedAt: number; endedAt?: number; tokens: number }[];
  /** The most answers it was writing at once since it started (or since `resetMostAtOnce`). */
  readonly mostAtOnce: number;
  resetMostAtOnce(): void;
  /** What the next requests get: one behaviour for all, or a list taken in order (the last one repeats). */
  setBehaviour(behaviour: StubBehaviour | readonly StubBehaviour[]): void;
  setTokensPerSecond(tokensPerSecond: number): void;
  close(): Promise<void>;
}

const CHARS_PER_TOKEN = 4;
/** Other items for `wrong-items`; the ones that could pass for an asked name are skipped. */
const OTHER_ITEMS = ['iPhone 15', 'Galaxy S24', 'Pixel 8', 'Xperia 1 V', 'OnePlus 12', 'Nothing Phone 2', 'Moto G84'];

interface Message {
  role?: string;
  content?: unknown;
}

/** What the request asks for, read the way a model would: items from the user message's JSON, the rest from the system text. */
function readRequest(body: Record<string, unknown>) {
  const messages = (Array.isArray(body.messages) ? body.messages : []) as Message[];
  const system = messages
    .filter((message) => message.role === 'system')
    .map((message) => String(message.content))
    .join('\n');
  const user = messages.findLast((message) => message.role === 'user');
  let items: string[] = ['Item A', 'Item B'];
  try {
    const data = JSON.parse(String(user?.content)) as { items?: unknown };
    if (Array.isArray(data.items) && data.items.every((item) => typeof item === 'string')) items = data.items;
  } catch {
    // Not the compare message's JSON: keep the placeholder items.
  }
  const sections = /Fill these sections: ([a-z_, ]+)\./.exec(system)?.[1].split(', ');
  const language: StubLanguage = /Language: Turkish/.test(system) ? 'tr' : 'en';
  const format = body.response_format as
    { type?: string; json_schema?: { schema?: { properties?: object } } } | undefined;
  const isReport = format?.type === 'json_schema';
  // A strict schema lists what to write: a report being continued asks only for the rest.
  const properties = Object.keys(format?.json_schema?.schema?.properties ?? {});
  return { items, sections, language, isReport, properties, stream: body.stream === true };
}

function otherItems(asked: string[]): string[] {
  const folded = asked.map((name) => name.toLowerCase());
  const free = OTHER_ITEMS.filter(
    (name) => !folded.some((ask) => ask.includes(name.toLowerCase()) || name.toLowerCase().includes(ask)),
  );
  return asked.map((_, index) => free[index % free.length]);
}

function chatAnswer(language: StubLanguage): string {
  return language === 'tr'
    ? "**Kısa yanıt:** ikisi de iyi seçim.\n\n- Bütçeniz kısıtlıysa daha ucuz olanı alın (yaklaşık 38.000 TL, tahmini).\n- Uzun yazılım desteği istiyorsanız diğerini seçin.\n\nAlmadan önce Türkiye'deki güncel fiyatlara bakın."
    : '**Short answer:** both are good choices.\n\n- On a tight budget, take the cheaper one (about 38,000 TRY, est.).\n- If long software support matters, pick the other.\n\nCheck current prices in Türkiye before you buy.';
}

function contentFor(behaviour: StubBehaviour, request: ReturnType<typeof readRequest>): string {
  if (behaviour.kind === 'answer') return behaviour.text;
  if (behaviour.kind === 'garbage') return 'Sure! Here is your comparison: the first one wins. {"summary": "oops';
  if (!request.isReport) return chatAnswer(request.language);
  const items = behaviour.kind === 'wrong-items' ? otherItems(request.items) : request.items;
  const report = stubReport({ items, sections: request.sections, language: request.language });
  const list = behaviour.kind === 'padded' ? report[behaviour.section] : undefined;
  if (behaviour.kind === 'padded' && Array.isArray(list) && list.length)
    report[behaviour.section] = Array.from({ length: behaviour.count }, (_, index) => list[index % list.length]);
  const asked = request.properties.length ? request.properties : Object.keys(report);
  return JSON.stringify(Object.fromEntries(Object.entries(report).filter(([key]) => asked.includes(key))));
}

function tokensOf(content: string): string[] {
  const tokens: string[] = [];
  for (let at = 0; at < content.length; at += CHARS_PER_TOKEN) tokens.push(content.slice(at, at + CHARS_PER_TOKEN));
  return tokens;
}

export async function startStubModel(options: StubModelOptions = {}): Promise<StubModel> {
  let tokensPerSecond = options.tokensPerSecond ?? 60;
  let queue: readonly StubBehaviour[] = [behaviours.valid];
  let calls = 0;
  let closedEarly = 0;
  let atOnce = 0;
  let mostAtOnce = 0;
  const requests: Record<string, unknown>[] = [];
  const writes: StubModel['writes'] = [];
  const created = Math.floor(Date.now() / 1000);

  const nextBehaviour = () => queue[Math.min(calls++, queue.length - 1)];
  /** Milliseconds between tokens; 0 writes as fast as the socket takes them. */
  const gap = () => (tokensPerSecond > 0 && Number.isFinite(tokensPerSecond) ? 1000 / tokensPerSecond : 0);

  async function answer(res: ServerResponse, body: Record<string, unknown>) {
    const behaviour = nextBehaviour();
    const request = readRequest(body);
    let gone = false;
    res.on('close', () => {
      if (res.writableFinished) return;
      gone = true;
      closedEarly += 1;
    });
    if (behaviour.kind === 'status') {
      res.writeHead(behaviour.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'the stub model failed', type: 'server_error', code: null } }));
      return;
    }
    const id = `chatcmpl-stub-${calls}`;
    const model = typeof body.model === 'string' ? body.model : 'stub-model';
    const tokens = tokensOf(contentFor(behaviour, request));
    const stallAt = behaviour.kind === 'stall' ? behaviour.ms : Infinity;
    const started = performance.now();

    if (!request.stream) {
      // A whole answer arrives after the time its tokens take to write (or never, when stalled).
      const takes = tokens.length * gap();
      await sleep(Math.min(takes, stallAt));
      if (gone || takes > stallAt) return;
      const message = { role: 'assistant', content: tokens.join(''), refusal: null };
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model,
          choices: [{ index: 0, finish_reason: 'stop', message, logprobs: null }],
        }),
      );
      return;
    }

    const event = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] })}\n\n`;
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    res.write(event({ role: 'assistant', content: '' }));
    const written: StubModel['writes'][number] = { startedAt: Date.now(), tokens: tokens.length };
    writes.push(written);
    for (let sent = 0; sent < tokens.length;) {
      if (gone) return;
      const elapsed = performance.now() - started;
      if (elapsed >= stallAt) return; // Stalled: the connection stays open until the client gives up.
      const due = gap() ? Math.min(tokens.length, Math.floor(elapsed / gap()) + 1) : tokens.length;
      let ok = true;
      // At full speed, a few hundred events per turn, so a client that leaves is noticed at once.
      for (const limit = gap() ? due : Math.min(due, sent + 200); sent < limit; sent += 1)
        ok = res.write(event({ content: tokens[sent] }));
      if (!ok) await new Promise((resolve) => res.once('drain', resolve).once('close', resolve));
      else if (gap()) await sleep(Math.max(1, Math.min(gap(), stallAt - elapsed)));
      else await new Promise((resolve) => setImmediate(resolve));
    }
    if (gone || performance.now() - started >= stallAt) return;
    res.write(event({}, 'stop'));
    res.end('data: [DONE]\n\n');
    written.endedAt = Date.now();
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}` } }));
        return;
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        res.writeHead(400, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'the body is not JSON' } }));
        return;
      }
      requests.push(body);
      atOnce += 1;
      mostAtOnce = Math.max(mostAtOnce, atOnce);
      res.once('close', () => (atOnce -= 1));
      answer(res, body).catch((error: unknown) => res.destroy(error as Error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    writes,
    get closedEarly() {
      return closedEarly;
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
    resetMostAtOnce() {
      mostAtOnce = atOnce;
    },
    setBehaviour(behaviour) {
      queue = Array.isArray(behaviour) ? behaviour : [behaviour as StubBehaviour];
      calls = 0;
    },
    setTokensPerSecond(value) {
      tokensPerSecond = value;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
