// Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp) through the
// official SDK, always streamed: a report's sections are told as soon as each is written, and a
// model that stops sending is noticed after idleTimeoutMs instead of at the end of the total cap.
// Reports use structured output (response_format json_schema, strict, generated from the
// contract); the model is given the catalogue's facts about the items, and its answer is held to
// them, shaped and checked with the contract's zod schema; an unusable one (broken JSON, a
// schema-breaking report, other items than the ones asked) is asked for once more.
// One cap (totalTimeoutMs) covers the whole call including the retry; a caller that goes away
// aborts the HTTP request to the model.
import OpenAI from 'openai';
import { sendChatMessage202ResponseDataOutputMax } from '@shared/api/generated/zod/chat/chat.zod';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the catalogue's facts are the model's evidence
import { catalogueEvidence, factSheet, parseQuery } from '../../demo/index';
import { writeReport, UnusableAnswer } from './openai-report';
import { streamText, throttle } from './openai-stream';
import { chatMessages } from './prompt';
import { AiError, type AiProvider } from './provider';

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

/** `activity` events at most this often: enough to tell a slow writer from a stalled one. */
const ACTIVITY_INTERVAL_MS = 1000;

export function openAiProvider(options: OpenAiOptions): AiProvider {
  // maxRetries 0: the one retry we want is for an unusable answer, made below within the total cap.
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey || 'not-needed',
    maxRetries: 0,
    timeout: options.totalTimeoutMs,
  });
  const source = { engine: 'ai' as const, model: options.model.slice(0, 100) };
  const streamOptions = {
    model: options.model,
    idleTimeoutMs: options.idleTimeoutMs,
    totalTimeoutMs: options.totalTimeoutMs,
  };

  return {
    engine: 'ai',
    model: source.model,
    concurrency: options.concurrency,

    async compare(input, signal, onEvent) {
      const emit = onEvent ?? (() => {});
      const limits = { signal, deadline: AbortSignal.timeout(options.totalTimeoutMs) };
      const activity = throttle(() => emit({ type: 'activity' }), ACTIVITY_INTERVAL_MS);
      // What the catalogue knows about these items: the facts (with ids) the model writes from and is held to.
      // With the query's purpose: the judgement weighs the facts for it, as the demo writer's does.
      const sheet = factSheet(input.items, input.language, parseQuery(input.query).purpose);
      const evidence = catalogueEvidence(input.items, input.language);
      const call = { client, options: streamOptions, sheet, limits, emit, activity };
      let failure: UnusableAnswer | undefined;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        if (attempt > 0) emit({ type: 'restart' });
        try {
          const result = await writeReport(call, input);
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
      await streamText(client, streamOptions, { messages: chatMessages(input) }, limits, (piece) => {
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
