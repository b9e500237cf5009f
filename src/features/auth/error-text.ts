import { ApiError, ContractError, serverMessage } from '@/api/errors';
import { i18n } from '@/i18n';

/**
 * SPEC §8: the server's message, else the error's own text, else the screen's fallback. A
 * contract breach is a technical message for developers, so users get the fallback instead; no
 * answer at all (status 0: unreachable, or cut off part-way) gets its own translated text.
 */
export function errorText(error: unknown, fallback: string): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof ApiError && error.status === 0) {
    return i18n.t(error.transport === 'cut-off' ? 'common:errors.cutOff' : 'common:errors.network');
  }
  if (error instanceof ContractError) return fallback;
  if (error instanceof Error && error.message && error.message !== 'API Error') return error.message;
  return fallback;
}
