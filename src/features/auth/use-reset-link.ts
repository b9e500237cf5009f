import { useCheckPasswordResetLink } from '@/api/generated/query/auth/auth';

export interface ResetLink {
  /** True until the server has said whether the link works (and never for a link without a token). */
  checking: boolean;
  /** The server said the link can no longer set a password (unknown, expired or used). */
  gone: boolean;
  /** The address the link was mailed to, for the form that asks for a new one. */
  email?: string;
}

/**
 * Asks once, when the page opens, whether the mailed link still works, so an old link says so
 * before anything is typed. A check that fails (offline, rate limited) leaves the form: the
 * reset itself still tells.
 */
export function useResetLink(token: string): ResetLink {
  const check = useCheckPasswordResetLink(
    { token },
    { query: { enabled: token !== '', retry: false, staleTime: Infinity, refetchOnWindowFocus: false } },
  );
  const link = check.data;
  return { checking: token !== '' && check.isPending, gone: link?.usable === false, email: link?.email };
}
