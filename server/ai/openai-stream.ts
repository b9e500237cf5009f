// One streamed chat completion from an OpenAI-compatible model: each piece of text handed on as it
// arrives, and the connection closed the moment the caller goes away, the total cap passes, the
// model stops sending for the idle timeout, or the reader of the text refuses it.
import OpenAI from 'openai';
import type { ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import { AiError } from './provider';

export interface Limits {
  /** The caller's signal: the user went away. */
  signal: AbortSignal;
  /** The total cap, shared by every attempt of one call. */
  deadline: AbortSignal;
}

export interface StreamOptions {
  model: string;
  idleTimeoutMs: number;
  totalTimeoutMs: number;
}

export type CompletionBody = Omit<ChatCompletionCreateParamsStreaming, 'model' | 'stream'>;

/** Calls `emit` at most once per interval, the first call at once. */
export function throttle(emit: () => void, intervalMs: number): () => void {
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

/**
 * Streams one completion and hands each piece of text to `onText`. The request is aborted (really:
 * the connection to the model is closed) when the caller goes away, the total cap passes, no chunk
 * came for idleTimeoutMs, or `onText` throws; that error, as it was, is what this throws.
 */
export async function streamText(
  client: OpenAI,
  options: StreamOptions,
  body: CompletionBody,
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
