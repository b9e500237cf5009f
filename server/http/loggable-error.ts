// What the log keeps of an error that became a 500. A database error carries the statement and its
// parameters (PGlite: `query`, `params`; pg and PGlite: `detail`, e.g. "Key (email)=(…) already
// exists"): on a failed registration that is the email and the password's hash. The log keeps the
// kind of failure and where it happened, never the values: the SQLSTATE code and the names of the
// table, column and constraint; quoted values and addresses in the message and stack are masked.
const EMAIL = /[^\s"'<>(),;]+@[^\s"'<>(),;]+/g;
const QUOTED_VALUE = /: "[^"]*"/g;

function scrub(text: string): string {
  return text.replace(EMAIL, '[email]').replace(QUOTED_VALUE, ': "[value]"');
}

export interface LoggableError {
  type: string;
  message: string;
  code?: string;
  severity?: string;
  table?: string;
  column?: string;
  constraint?: string;
  stack?: string;
}

export function loggableError(error: unknown): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a value that is not an Error was thrown' };
  const fields = error as Error & Record<string, unknown>;
  const name = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : undefined);
  return {
    type: error.name,
    message: scrub(error.message),
    code: name('code'),
    severity: name('severity'),
    table: name('table'),
    column: name('column'),
    constraint: name('constraint'),
    stack: error.stack === undefined ? undefined : scrub(error.stack),
  };
}
