// The built-in provider when no AI_BASE_URL is set: the demo engine (demo/). Its
// reports say they are demo data (source.engine = 'demo'); it never poses as a model.
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the one module of it the server may use
import { demoChat, demoCompare } from '../../demo/index';
import { AiError, type AiProvider } from './provider';

export function demoProvider(): AiProvider {
  return {
    engine: 'demo',
    async compare(input, signal) {
      if (signal.aborted) throw new AiError('aborted');
      return demoCompare(input);
    },
    async chat(input, signal) {
      if (signal.aborted) throw new AiError('aborted');
      return demoChat(input);
    },
  };
}
