// The answer's language comes from the request's Accept-Language header.
import type { Language } from '@/api/generated/model';

/** tr when Accept-Language starts with tr, else en (the client sends tr by default). */
export function languageFrom(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  return (value ?? '').trim().toLowerCase().startsWith('tr') ? 'tr' : 'en';
}
