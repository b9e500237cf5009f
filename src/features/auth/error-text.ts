import { ContractError, serverMessage } from '@/api/errors';

/**
 * SPEC §8: the server's message, else the error's own text, else the screen's fallback. A
 * contract breach is a technical message for developers, so users get the fallback instead.
 */
export function errorText(error: unknown, fallback: string): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof ContractError) return fallback;
  if (error instanceof Error && error.message && error.message !== 'API Error') return error.message;
  return fallback;
}
