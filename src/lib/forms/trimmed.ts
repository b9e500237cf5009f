import { z } from 'zod';

/** A generated string rule checked on the trimmed input (what servers do before validating). */
export function trimmed<T extends z.ZodType<string, string>>(schema: T) {
  return z.string().trim().pipe(schema);
}
