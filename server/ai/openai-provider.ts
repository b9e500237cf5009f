// Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp) through the
// official SDK, always streamed: a report's sections are told as soon as each is written, and a
// model that stops sending is noticed after idleTimeoutMs instead of at the end of the total cap.
// Reports use structured output (response_format json_schema, strict, generated from the
// contract); the answer is shaped and checked with the contract's zod schema, and an unusable one
// (broken JSON, a schema-breaking report, other items than the ones asked) is asked for once more.
// One cap (totalTimeoutMs) covers the whole call including the retry; a caller that goes away
// aborts the HTTP request to the model.
import OpenAI from 'openai';
import type { ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import type { ComparisonResult, Language, ReportEvidence } from '@shared/api/generated/model';
import { sendChatMessage202ResponseDataOutputMax } from '@shared/api/generated/zod/chat/chat.zod';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the catalogue's facts are the model's evidence
import { catalogueEvidence } from '../../demo/index';
import { COMPARISON_RESULT_JSON_SCHEMA } from './generated/comparison-result-schema';
import { sameItems } from './item-check';
import { chatMessages, compareMessages, sectionsToFill } from './prompt';
import { AiError, type AiProvider, type CompareInput, type ReportEvent } from './provider';
import { sectionGroups } from './report-sections';
import { shapeReport } from './report-shape';
import { ReportStream, ReportStreamError } from './report-stream';

export interface OpenAiOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Longest wait for the next chunk of the answer (and for the first): longer is a stalled model. */
  idleTimeoutMs: number;
  /** Cap on one compare or chat call, the retry included. */
  totalTimeoutMs: number;
  /** Compare calls this model may run at once (AiProvider.concurrency). */
  concurrency: number;
}

const POLL_QUESTION: Record<Language, string> = { en: 'Which one would you choose?', tr: 'Hangisini seçerdiniz?' };

/** `activity` events at most this often: enough to tell a slow writer from a stalled one. */
const ACTIVITY_INTERVAL_MS = 1000;

/**
 * The strict schema of what the model writes: the whole report, or, when an earlier writer
 * finished some sections, only the rest, or only `sections` when the rest is split between
 * parallel calls (strict mode: every listed property is required).
 */
function reportFormat(
  written: Record<string, unknown> = {},
  sections?: readonly string[],
): ChatCompletionCreateParamsStreaming['response_format'] {
  const whole = COMPARISON_RESULT_JSON_SCHEMA as unknown as { properties: Record<string, unknown>; required: string[] };
  const rest = Object.keys(whole.properties).filter(
    (name) => !(name in written) && (!sections || sections.includes(name)),
  );
  const schema =
    rest.length === Object.keys(whole.properties).length
      ? whole
      : {
          ...whole,
          properties: Object.fromEntries(rest.map((name) => [name, whole.properties[name]])),
          required: whole.required.filter((name) => rest.includes(name)),
        };
  return { type: 'json_schema', json_schema: { name: 'comparison_result', strict: true, schema } };
}

/**
 * The remaining sections of a continued report split between `input.calls` parallel calls, or
 * undefined for one call. The first group also takes what the request leaves empty (the model
 * answers null there, or names unidentified items).
 */
function parallelParts(input: CompareInput): string[][] | undefined {
  const written = input.written ?? {};
  if ((input.calls ?? 1) < 2 || !Object.keys(written).length) return undefined;
  const wanted = sectionsToFill(input).filter((name) => !(name in written));
  const groups = sectionGroups(wanted, input.calls ?? 1);
  if (groups.length < 2) return undefined;
  const order = Object.keys(COMPARISON_RESULT_JSON_SCHEMA.properties);
  groups[0] = order.filter((name) => !(name in written) && (groups[0].includes(name) || !wanted.includes(name)));
  return groups;
}

/** One attempt's answer is not a usable report: worth asking once more; after that, the failure kind. */
class UnusableAnswer extends Error {
  constructor(readonly kind: 'invalid-output' | 'wrong-items') {
    super(kind);
  }
}

interface Limits {
  /** The caller's signal: the user went away. */
  signal: AbortSignal;
  /** The total cap, shared by every attempt of one call. */
  deadline: AbortSignal;
}

/** Calls `emit` at most once per interval, the first call at once. */
function throttle(emit: () => void, intervalMs: number): () => void {
  let last = -Infinity;
  return () => {
    const now = performance.now();
    if (now - last < intervalMs) return;
    last = now;
    emit();
  };
}

/** The SDK's own failures as AiErrors; an HTTP error from the model (a 500, a 429) is 'unavailable'. */
function sdkFailure(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof OpenAI.APIUserAbortError) return new AiError('aborted');
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new AiError('timeout');
  return new AiError('unavailable', error instanceof Error ? error.message : String(error));
}

export function openAiProvider(options: OpenAiOptions): AiProvider {
  // maxRetries 0: the one retry we want is for an unusable answer, made below within the total cap.
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey || 'not-needed',
    maxRetries: 0,
    timeout: options.totalTimeoutMs,
  });
  const source = { engine: 'ai' as const, model: options.model.slice(0, 100) };

  /**
   * Streams one completion and hands each piece of text to `onText`. The request is aborted (really:
   * the connection to the model is closed) when the caller goes away, the total cap passes, no chunk
   * came for idleTimeoutMs, or `onText` throws; that error, as it was, is what this throws.
   */
  async function streamText(
    body: Omit<ChatCompletionCreateParamsStreaming, 'model' | 'stream'>,
    { signal, deadline }: Limits,
    onText: (text: string) => void,
  ): Promise<void> {
    if (signal.aborted) throw new AiError('aborted');
    if (deadline.aborted) throw new AiError('timeout');
    const controller = new AbortController();
    let cut: unknown;
    const stop = (reason: unknown) => {
      if (cut !== undefined) return;
      cut = reason;
      controller.abort();
    };
    const onCallerAbort = () => stop(new AiError('aborted'));
    const onDeadline = () => stop(new AiError('timeout', `over ${options.totalTimeoutMs} ms`));
    signal.addEventListener('abort', onCallerAbort);
    deadline.addEventListener('abort', onDeadline);
    const idle = setTimeout(
      () => stop(new AiError('stalled', `no text for ${options.idleTimeoutMs} ms`)),
      options.idleTimeoutMs,
    );
    try {
      const stream = await client.chat.completions.create(
        { ...body, model: options.model, stream: true },
        { signal: controller.signal },
      );
      for await (const chunk of stream) {
        idle.refresh();
        const text = chunk.choices?.[0]?.delta?.content;
        if (!text) continue;
        try {
          onText(text);
        } catch (error) {
          stop(error);
          break;
        }
      }
    } catch (error) {
      throw cut ?? sdkFailure(error);
    } finally {
      clearTimeout(idle);
      signal.removeEventListener('abort', onCallerAbort);
      deadline.removeEventListener('abort', onDeadline);
    }
    // The SDK ends an aborted stream quietly: the reason we cut it is the outcome.
    if (cut !== undefined) throw cut;
  }

  /**
   * One call's part of an attempt: its sections told as they complete, the items checked the
   * moment they are. `sections` limits it to a share of the remaining sections (parallel calls).
   */
  async function writePart(
    input: CompareInput,
    evidence: ReportEvidence[],
    limits: Limits,
    emit: (event: ReportEvent) => void,
    activity: () => void,
  ): Promise<Record<string, unknown>> {
    const written = input.written ?? {};
    const report = new ReportStream((name, value) => {
      // A section the earlier writer finished stays as it was (the schema does not ask for it again).
      if (name in written) return;
      if (name === 'items' && !sameItems(input.items, value)) throw new UnusableAnswer('wrong-items');
      emit({ type: 'section', name, value });
    });
    const format = reportFormat(written, input.sections);
    await streamText({ messages: compareMessages(input, evidence), response_format: format }, limits, (text) => {
      activity();
      try {
        report.write(text);
      } catch (error) {
        throw error instanceof ReportStreamError ? new UnusableAnswer('invalid-output') : error;
      }
    });
    try {
      return report.end();
    } catch {
      throw new UnusableAnswer('invalid-output');
    }
  }

  /**
   * One attempt at the report: one call, or for a continued report with calls to spare, one call
   * per share of the remaining sections, side by side; the first to fail stops the others.
   */
  async function writeReport(
    input: CompareInput,
    evidence: ReportEvidence[],
    limits: Limits,
    emit: (event: ReportEvent) => void,
    activity: () => void,
  ): Promise<ComparisonResult> {
    const groups = parallelParts(input);
    let parts: Record<string, unknown>[];
    if (!groups) parts = [await writePart(input, evidence, limits, emit, activity)];
    else {
      const together = new AbortController();
      const stopAll = () => together.abort();
      limits.signal.addEventListener('abort', stopAll);
      try {
        const shared = { signal: together.signal, deadline: limits.deadline };
        parts = await Promise.all(
          groups.map((sections) =>
            writePart({ ...input, sections }, evidence, shared, emit, activity).catch((error: unknown) => {
              stopAll();
              throw error;
            }),
          ),
        );
      } finally {
        limits.signal.removeEventListener('abort', stopAll);
      }
    }
    // The sections an earlier writer finished, then this attempt's.
    const raw = Object.assign({}, ...parts, input.written ?? {}) as Record<string, unknown>;
    const result = shapeReport(raw, { ...input, pollQuestion: POLL_QUESTION[input.language] });
    if (!result) throw new UnusableAnswer('invalid-output');
    return result;
  }

  return {
    engine: 'ai',
    model: source.model,
    concurrency: options.concurrency,

    async compare(input, signal, onEvent) {
      const emit = onEvent ?? (() => {});
      const limits = { signal, deadline: AbortSignal.timeout(options.totalTimeoutMs) };
      const activity = throttle(() => emit({ type: 'activity' }), ACTIVITY_INTERVAL_MS);
      // What the catalogue knows about these items, for the model to write from (dated, named on the page).
      const evidence = catalogueEvidence(input.items, input.language);
      let failure: UnusableAnswer | undefined;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        if (attempt > 0) emit({ type: 'restart' });
        try {
          const result = await writeReport(input, evidence, limits, emit, activity);
          // The catalogue's facts it was given travel with the report, so the page can name them.
          return {
            ok: true,
            items: input.items,
            result,
            source: { ...source, ...(evidence.length ? { evidence } : {}) },
          };
        } catch (error) {
          if (!(error instanceof UnusableAnswer)) throw error;
          failure = error;
        }
      }
      throw new AiError(failure?.kind ?? 'invalid-output');
    },

    async chat(input, signal, onText) {
      const limits = { signal, deadline: AbortSignal.timeout(options.totalTimeoutMs) };
      // The contract's limit, checked before anything is stored: a longer reply could be stored but
      // never read back through the API (the conversation would fail to load for good). Checked as
      // the text arrives too, so an overlong reply stops costing tokens at once.
      const max = sendChatMessage202ResponseDataOutputMax;
      let text = '';
      await streamText({ messages: chatMessages(input) }, limits, (piece) => {
        text += piece;
        // Trimming a part never gives more than trimming the whole: over the limit now is over it at the end.
        if (text.length > max && text.trim().length > max)
          throw new AiError('invalid-output', `a reply of over ${max} characters`);
        onText?.(text.trimStart());
      });
      const output = text.trim();
      if (!output) throw new AiError('invalid-output');
      if (output.length > max) throw new AiError('invalid-output', `a reply of ${output.length} characters`);
      return { output, source };
    },
  };
}
