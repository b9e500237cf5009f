// Envelope, error and auth helpers shared by the stateful handlers, so every response has the
// exact shape openapi.yaml promises ({success, message?, data} / {success:false, message, errors?}).
import { HttpResponse, type DefaultBodyType, type RequestHandler } from 'msw';
import type { ZodType } from 'zod';
import type { ErrorResponse, FieldError, Language, MessageResponse } from '@/api/generated/model';
import { DemoStorageFullError, db, findUserById, type MockUser } from './store';

/** The contract's body limit (413 above it). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** tr when Accept-Language starts with tr, else en (the client sends tr by default). */
export function languageOf(request: Request): Language {
  return (request.headers.get('Accept-Language') ?? '').trim().toLowerCase().startsWith('tr') ? 'tr' : 'en';
}

/** Picks the text for the request language. */
export function say(request: Request, en: string, tr: string): string {
  return languageOf(request) === 'tr' ? tr : en;
}

/**
 * What a handler may answer: the operation's success envelope (a generated `…Response` type) or the
 * error envelope. Every handler declares it (`http.get<PathParams, DefaultBodyType, Reply<PackageListResponse>>`),
 * so a contract change that the mock data no longer fits fails tsc, not a test at run time.
 */
export type Reply<Success extends DefaultBodyType> = Success | ErrorResponse;

/** A success envelope `{success: true, message?, data}`; its type is checked against the handler's `Reply`. */
export function ok<T>(
  data: T,
  options: { status?: number; message?: string } = {},
): HttpResponse<{ success: true; message?: string; data: T }> {
  const body =
    options.message === undefined
      ? { success: true as const, data }
      : { success: true as const, message: options.message, data };
  return HttpResponse.json(body, { status: options.status ?? 200 });
}

/** A MessageResponse: success with only a message. */
export function message(text: string, status = 200): HttpResponse<MessageResponse> {
  return HttpResponse.json({ success: true as const, message: text }, { status });
}

export function fail(status: number, text: string, errors?: FieldError[]): HttpResponse<ErrorResponse> {
  return HttpResponse.json(
    { success: false as const, message: text, ...(errors?.length ? { errors } : {}) },
    { status },
  );
}

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match ? match[1].trim() : null;
}

/** The signed-in user, or the 401 response to return when the token is missing or unknown. */
export function requireUser(request: Request): MockUser | HttpResponse<ErrorResponse> {
  const token = bearerToken(request);
  const userId = token ? db().sessions[token] : undefined;
  const user = userId ? findUserById(userId) : undefined;
  return (
    user ??
    fail(
      401,
      say(
        request,
        'Your session has expired. Please log in again.',
        'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
      ),
    )
  );
}

export function validationFailed(request: Request, errors: FieldError[], text?: string) {
  return fail(422, text ?? say(request, 'Validation failed.', 'Doğrulama başarısız oldu.'), errors);
}

/** The 413 answer for a body over MAX_BODY_BYTES (mock:server also cuts the upload off there). */
export function bodyTooLarge(request: Request) {
  return fail(413, say(request, 'The request body is larger than 1 MB.', 'İstek gövdesi 1 MB’tan büyük.'));
}

function isJson(request: Request): boolean {
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json';
}

/** Top-level fields trimmed before validation, so "   " is a blank (refused) name, not a stored "". */
const TRIMMED_FIELDS = ['name'];

/**
 * Parses the JSON body with a generated zod body schema: 415 unless it is sent as application/json
 * (a cross-site form cannot send that without a preflight), 413 over 1 MB, 422 when it does not fit.
 */
export async function readBody<T>(
  request: Request,
  schema: ZodType<T>,
): Promise<{ data: T } | { response: HttpResponse<ErrorResponse> }> {
  if (!isJson(request)) {
    return {
      response: fail(
        415,
        say(
          request,
          'The body must be sent as application/json.',
          'İstek gövdesi application/json olarak gönderilmeli.',
        ),
      ),
    };
  }
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > MAX_BODY_BYTES) return { response: bodyTooLarge(request) };
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) return { response: bodyTooLarge(request) };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {
      response: validationFailed(request, [
        { field: 'body', message: say(request, 'The body must be JSON.', 'İstek gövdesi JSON olmalı.') },
      ]),
    };
  }
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    const record = raw as Record<string, unknown>;
    for (const field of TRIMMED_FIELDS) if (typeof record[field] === 'string') record[field] = record[field].trim();
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { data: parsed.data };
  // One error per field (a blank name breaks both minLength and the pattern; say it once).
  const errors = new Map<string, FieldError>();
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'body';
    if (!errors.has(field)) errors.set(field, { field, message: issue.message });
  }
  return { response: validationFailed(request, [...errors.values()]) };
}

/** The documented 500 for a write the browser could not keep (its storage is full). */
export function storageFull(request: Request) {
  return fail(
    500,
    say(
      request,
      'The demo storage of this browser is full, so nothing was saved. Reset the demo data (Settings → Reset demo data) to free it.',
      'Bu tarayıcının demo depolama alanı dolu, bu yüzden hiçbir şey kaydedilmedi. Yer açmak için demo verilerini sıfırlayın (Ayarlar → Demo verilerini sıfırla).',
    ),
  );
}

type Resolver = (info: { request: Request }) => unknown;

/**
 * Turns a write that could not be persisted (mutate() throws DemoStorageFullError) into the
 * documented 500 instead of MSW's generic exception answer. MSW reads `resolver` at run time.
 */
export function guardStorage<H extends RequestHandler>(handler: H): H {
  const target = handler as unknown as { resolver: Resolver };
  const resolve = target.resolver;
  target.resolver = async (info) => {
    try {
      return await resolve(info);
    } catch (error) {
      if (error instanceof DemoStorageFullError) return storageFull(info.request);
      throw error;
    }
  };
  return handler;
}
