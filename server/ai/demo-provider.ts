// The built-in provider when no AI_BASE_URL is set: the demo engine (demo/). Its
// reports say they are demo data (source.engine = 'demo'); it never poses as a model.
// It goes through the same path as a model: the report is handed over section by section, in
// writing order, at a pace a model would write it (tokensPerSecond; 0 hands it over at once,
// which is what the tests use), so the live report page is what every user sees.
import { setTimeout as sleep } from 'node:timers/promises';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the one module of it the server may use
import { demoChat, demoCompare } from '../../demo/index';
import { nothingIdentified } from './item-check';
import { AiError, type AiProvider } from './provider';
import { SECTION_ORDER, sectionGroups } from './report-sections';

export interface DemoOptions {
  /** How fast the demo "writes" (a token is about 4 characters of the report's JSON); 0 = at once. */
  tokensPerSecond?: number;
  /** Reports written at once (the demo costs nothing, but the queue is the same as a model's). */
  concurrency?: number;
}

const CHARS_PER_TOKEN = 4;

export function demoProvider(options: DemoOptions = {}): AiProvider {
  const tokensPerSecond = options.tokensPerSecond ?? 0;

  /** Waits as long as writing `chars` would take, telling the job it is alive every second. */
  async function write(chars: number, signal: AbortSignal, onActivity: () => void): Promise<void> {
    let left = tokensPerSecond > 0 ? (chars / CHARS_PER_TOKEN / tokensPerSecond) * 1000 : 0;
    while (left > 0) {
      const step = Math.min(left, 1000);
      await sleep(step, undefined, { signal }).catch(() => {
        throw new AiError('aborted');
      });
      left -= step;
      onActivity();
    }
  }

  return {
    engine: 'demo',
    concurrency: options.concurrency ?? 8,
    async compare(input, signal, onEvent) {
      if (signal.aborted) throw new AiError('aborted');
      const outcome = demoCompare(input);
      if (!outcome.ok) return outcome;
      // Nothing to write about: said at once rather than after writing names alone (the job's rule too).
      const refused = nothingIdentified(outcome.result, input.language);
      if (refused !== undefined) return { ok: false, field: 'query', message: refused };
      const written = outcome.result as unknown as Record<string, unknown>;
      // The poll is the server's; sections an interrupted writer finished are the job's already.
      const left = SECTION_ORDER.filter((name) => name !== 'poll' && !(input.written && name in input.written));
      // A continued report with calls to spare writes its shares side by side, as a model's would;
      // the first share also tells the sections the engine leaves out.
      // Every source at once: each figure then carries its mark from the moment its section arrives.
      if (written.sources) onEvent?.({ type: 'sources', value: written.sources });
      const valued = left.filter((name) => written[name] != null);
      const shares = sectionGroups(valued, input.written ? (input.calls ?? 1) : 1);
      shares[0] = left.filter((name) => !valued.includes(name) || shares[0]?.includes(name));
      await Promise.all(
        shares.map(async (share) => {
          for (const name of share) {
            // A section the engine leaves out is told as empty (as a model's null), so the page stops waiting for it.
            const value = written[name] ?? null;
            // The verdict is judged with the scores, not written: it follows them at once.
            if (value !== null && name !== 'verdict')
              await write(JSON.stringify(value).length, signal, () => onEvent?.({ type: 'activity' }));
            onEvent?.({ type: 'section', name, value });
          }
        }),
      );
      return outcome;
    },
    async chat(input, signal, onText) {
      if (signal.aborted) throw new AiError('aborted');
      const answer = demoChat(input);
      // Word by word at the same pace as its reports (at once in tests), so the assistant's live answer is what a model's looks like.
      if (tokensPerSecond > 0) {
        const words = answer.output.split(/(?<=\s)/);
        let written = '';
        for (const word of words) {
          await write(word.length, signal, () => undefined);
          written += word;
          onText?.(written);
        }
      }
      return answer;
    },
  };
}
