// Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp) through the
// official SDK. Reports use structured output: response_format json_schema (strict) with the
// schema generated from the contract; the answer is validated again with the contract's zod
// schema, and an invalid answer is asked for once more. One deadline (AI_TIMEOUT_MS) covers the
// whole call including the retry; a client that goes away aborts it.
import OpenAI, { APIUserAbortError } from 'openai';
import type { Comparison, Language } from '@/api/generated/model';
import { sendChatMessage200ResponseDataOutputMax } from '@/api/generated/zod/chat/chat.zod';
import { COMPARISON_RESULT_JSON_SCHEMA } from './generated/comparison-result-schema';
import { AiError, type AiProvider, type CompareInput } from './provider';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the analysis sections a request asks for, one rule for both writers
import { requestedSections } from '../../demo/index';
import { shapeReport } from './report-shape';

export interface OpenAiOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

const LANGUAGE_NAME: Record<Language, string> = { en: 'English', tr: 'Turkish' };
const POLL_QUESTION: Record<Language, string> = { en: 'Which one would you choose?', tr: 'Hangisini seçerdiniz?' };

function comparePrompt(input: CompareInput): string {
  const sections = requestedSections(input.features, input.isDetailed);
  return [
    'You write product and service comparison reports for Kıyasla.',
    `Write every text in ${LANGUAGE_NAME[input.language]}.`,
    `Compare exactly these items, in this order: ${input.items.map((item) => `"${item}"`).join(', ')}. Use these names in items[].name and in every item_name.`,
    `Detail level: ${input.isDetailed ? 'detailed (longer texts; fill detailed_feature_comparison)' : 'summary (short texts; detailed_feature_comparison must be null)'}.`,
    `Fill these analysis sections, one entry per item: ${sections.join(', ')}. Set every other *_analysis section to null.`,
    'Always fill summary, items (with pros and cons), differences, similarities, comparison_scores (0-10), use_case_recommendations and user_feedback_summary.',
    'If you cannot identify an item, list its name in unidentified_items, give no rating, price or fact for it, and say so in the summary. Otherwise set unidentified_items to null.',
    'Do not invent precise figures you do not know; prefer ranges and say when a value is an estimate. Use null for unknown optional values.',
  ].join('\n');
}

const CHAT_PROMPT: Record<Language, string> = {
  en: 'You are Kıyasla’s assistant. You help people compare products and services. Answer in English, in concise markdown.',
  tr: 'Kıyasla’nın asistanısın. İnsanların ürün ve hizmetleri karşılaştırmasına yardım ediyorsun. Türkçe ve kısa markdown ile yanıt ver.',
};

/**
 * The system message about the comparison a chat was opened from: its items and its stored result
 * (as JSON, which models read well), so the answer is about that report and not a new guess.
 */
export function subjectPrompt(subject: Comparison, language: Language): string {
  return [
    `The user opened this chat from one of their comparison reports: ${subject.items.map((item) => `"${item}"`).join(' vs ')} (written ${subject.createdAt}).`,
    `Answer their questions about it from this report's result, in ${LANGUAGE_NAME[language]}; say so when the report does not cover something.`,
    `Report result (JSON): ${JSON.stringify(subject.result)}`,
  ].join('\n');
}

export function openAiProvider(options: OpenAiOptions): AiProvider {
  // maxRetries 0: the one retry we want is for invalid output, handled below, within one deadline.
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey || 'not-needed',
    maxRetries: 0,
    timeout: options.timeoutMs,
  });
  const source = { engine: 'ai' as const, model: options.model.slice(0, 100) };

  /** Runs one SDK call under the deadline and the client's signal; maps every failure to an AiError. */
  async function call<T>(
    signal: AbortSignal,
    deadline: AbortSignal,
    run: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    try {
      return await run(AbortSignal.any([signal, deadline]));
    } catch (error) {
      if (signal.aborted) throw new AiError('aborted');
      if (deadline.aborted) throw new AiError('timeout');
      if (error instanceof APIUserAbortError) throw new AiError('aborted');
      if (error instanceof OpenAI.APIConnectionTimeoutError) throw new AiError('timeout');
      throw new AiError('unavailable', (error as Error).message);
    }
  }

  return {
    engine: 'ai',
    async compare(input, signal) {
      const deadline = AbortSignal.timeout(options.timeoutMs);
      const messages = [
        { role: 'system' as const, content: comparePrompt(input) },
        { role: 'user' as const, content: input.query },
      ];
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const completion = await call(signal, deadline, (combined) =>
          client.chat.completions.create(
            {
              model: options.model,
              messages,
              response_format: {
                type: 'json_schema',
                json_schema: {
                  name: 'comparison_result',
                  strict: true,
                  schema: COMPARISON_RESULT_JSON_SCHEMA as unknown as Record<string, unknown>,
                },
              },
            },
            { signal: combined },
          ),
        );
        const content = completion.choices?.[0]?.message?.content;
        let raw: unknown;
        try {
          raw = JSON.parse(content ?? '');
        } catch {
          continue;
        }
        const result = shapeReport(raw, { ...input, pollQuestion: POLL_QUESTION[input.language] });
        if (result) return { ok: true, items: input.items, result, source };
      }
      throw new AiError('invalid-output');
    },

    async chat(input, signal) {
      const deadline = AbortSignal.timeout(options.timeoutMs);
      const completion = await call(signal, deadline, (combined) =>
        client.chat.completions.create(
          {
            model: options.model,
            messages: [
              { role: 'system', content: CHAT_PROMPT[input.language] },
              ...(input.subject
                ? [{ role: 'system' as const, content: subjectPrompt(input.subject, input.language) }]
                : []),
              ...input.history,
              { role: 'user', content: input.content },
            ],
          },
          { signal: combined },
        ),
      );
      const output = completion.choices?.[0]?.message?.content?.trim();
      if (!output) throw new AiError('invalid-output');
      // The contract's limit, checked before anything is stored: a longer reply could be stored but
      // never read back through the API (the conversation would fail to load for good).
      if (output.length > sendChatMessage200ResponseDataOutputMax)
        throw new AiError('invalid-output', `a reply of ${output.length} characters`);
      return { output, source };
    },
  };
}
