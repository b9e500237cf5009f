import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, ContractError } from '@/api/errors';

export interface ErrorTextOptions {
  /** Show the server's own message when its envelope had one (default). `false` where the screen's text is fixed. */
  serverMessage?: boolean;
  /** Say that the connection failed, timed out or got an unexpected answer (default). `false`: the fallback instead. */
  explain?: boolean;
}

export type ErrorText = (error: unknown, fallback: string, options?: ErrorTextOptions) => string;

/**
 * The one way any error becomes text on screen. A rate limit's 429 says when to try
 * again (its Retry-After); else the server's own message when its envelope had one; a translated sentence for a failed connection, a timeout or a contract breach
 * (technical details are for the log); else the fallback the screen asks for. Never the text of an
 * exception, so a Turkish screen never shows the browser's English ("Network Error").
 */
export function useErrorText(): ErrorText {
  const { t } = useTranslation('common');
  return useCallback<ErrorText>(
    (error, fallback, { serverMessage = true, explain = true } = {}) => {
      if (explain && error instanceof ContractError) return t('errors.contract');
      if (!(error instanceof ApiError)) return fallback;
      // A rate limit says when to try again: that, in whole minutes (rounded up) or seconds under one.
      // Told apart by its code: a package limit's 429 also carries Retry-After (the next month),
      // and its own message says what the limit is.
      if (error.code === 'rate_limited' && error.retryAfterSeconds !== undefined) {
        const seconds = error.retryAfterSeconds;
        return seconds < 60
          ? t('errors.retryInSeconds', { count: Math.max(1, seconds) })
          : t('errors.retryInMinutes', { count: Math.ceil(seconds / 60) });
      }
      if (error.kind === 'http') return (serverMessage ? error.serverMessage : undefined) ?? fallback;
      if (!explain) return fallback;
      if (error.kind === 'timeout') return t('errors.timeout');
      return error.cutOff ? t('errors.cutOff') : t('errors.network');
    },
    [t],
  );
}
