// Envelope, error and auth helpers shared by the stateful handlers, so every response has the
// exact shape openapi.yaml promises ({success, message?, data} / {success:false, message, errors?}).
import { HttpResponse } from 'msw';
import type { ZodType } from 'zod';
import type { FieldError, Language } from '@/api/generated/model';
import { db, findUserById, type MockUser } from './store';

/** tr when Accept-Language starts with tr, else en (the client sends tr by default). */
export function languageOf(request: Request): Language {
  return (request.headers.get('Accept-Language') ?? '').trim().toLowerCase().startsWith('tr') ? 'tr' : 'en';
}

/** Picks the text for the request language. */
export function say(request: Request, en: string, tr: string): string {
  return languageOf(request) === 'tr' ? tr : en;
}

export function ok<T>(data: T, options: { status?: number; message?: string } = {}) {
  const body = options.message === undefined ? { success: true as const, data } : { success: true as const, message: options.message, data };
  return HttpResponse.json(body, { status: options.status ?? 200 });
}

/** A MessageResponse: success with only a message. */
export function message(text: string, status = 200) {
  return HttpResponse.json({ success: true as const, message: text }, { status });
}

export function fail(status: number, text: string, errors?: FieldError[]) {
  return HttpResponse.json({ success: false as const, message: text, ...(errors?.length ? { errors } : {}) }, { status });
}

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match ? match[1].trim() : null;
}

/** The signed-in user, or the 401 response to return when the token is missing or unknown. */
export function requireUser(request: Request): MockUser | Response {
  const token = bearerToken(request);
  const userId = token ? db().sessions[token] : undefined;
  const user = userId ? findUserById(userId) : undefined;
  return user ?? fail(401, say(request, 'Your session has expired. Please log in again.', 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.'));
}

export function validationFailed(request: Request, errors: FieldError[], text?: string) {
  return fail(422, text ?? say(request, 'Validation failed.', 'Doğrulama başarısız oldu.'), errors);
}

/** Parses the JSON body with a generated zod body schema; a 422 response when it does not fit. */
export async function readBody<T>(request: Request, schema: ZodType<T>): Promise<{ data: T } | { response: Response }> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return { response: validationFailed(request, [{ field: 'body', message: say(request, 'The body must be JSON.', 'İstek gövdesi JSON olmalı.') }]) };
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { data: parsed.data };
  const errors = parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message }));
  return { response: validationFailed(request, errors) };
}
