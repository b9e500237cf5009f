// What a user was typing when a 401 ended their session (a form they were filling in is
// never silently dropped). Forms that can be kept register a source while mounted; the HTTP layer
// calls keepDrafts() on a 401, before the session is cleared and the page changes, and the form
// takes its draft back after the user signs in again (hooks/use-kept-draft.ts). Drafts live in
// this tab's sessionStorage, belong to the user who typed them, and are read once.

const PREFIX = 'kiyasla.keptDraft.';

export interface DraftSource {
  /** The values worth keeping, or null when the form holds nothing the user typed. */
  read: () => unknown;
  /** The page of the form (where to come back after signing in). */
  path: string;
  /** Whose input it is: another account signing in never sees it. */
  userId: string | null;
}

interface StoredDraft {
  values: unknown;
  path: string;
  userId: string | null;
}

const sources = new Map<string, DraftSource>();

/** A mounted form that can be kept; returns the unregister. */
export function registerDraftSource(formKey: string, source: DraftSource): () => void {
  sources.set(formKey, source);
  return () => {
    if (sources.get(formKey) === source) sources.delete(formKey);
  };
}

/** A 401 ended the session: every mounted form holding input is kept. Returns the page of the last one kept. */
export function keepDrafts(): string | null {
  let returnTo: string | null = null;
  for (const [formKey, source] of sources) {
    const values = source.read();
    if (values === null || values === undefined) continue;
    try {
      const draft: StoredDraft = { values, path: source.path, userId: source.userId };
      sessionStorage.setItem(PREFIX + formKey, JSON.stringify(draft));
      returnTo = source.path;
    } catch {
      // A full storage: nothing can be kept, and the session-ended notice still says what happened.
    }
  }
  return returnTo;
}

/** The kept values of a form for this user, or null (drafts of another account are dropped). Does not remove it. */
export function peekKeptDraft(formKey: string, userId: string | null): unknown {
  const raw = sessionStorage.getItem(PREFIX + formKey);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<StoredDraft>;
    if (draft.userId && draft.userId !== userId) {
      // Someone else signed in: not theirs to see. (No user yet: wait for one.)
      if (userId) discardKeptDraft(formKey);
      return null;
    }
    return draft.values ?? null;
  } catch {
    discardKeptDraft(formKey);
    return null;
  }
}

export function discardKeptDraft(formKey: string): void {
  sessionStorage.removeItem(PREFIX + formKey);
}
