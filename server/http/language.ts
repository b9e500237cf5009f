// The answer's language comes from the request's Accept-Language header, negotiated as HTTP
// says (quality values, ranges such as tr-TR), by negotiator.
import Negotiator from 'negotiator';
import type { Language } from '@shared/api/generated/model';

const SUPPORTED: Language[] = ['tr', 'en'];

/**
 * The best of tr and en for the header. No header: Turkish, the product's default (what the
 * contract says a client sends by default). A header naming neither: English, which a visitor
 * who reads neither is likelier to read.
 */
export function languageFrom(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value === undefined || value.trim() === '') return 'tr';
  const best = new Negotiator({ headers: { 'accept-language': value } }).language(SUPPORTED);
  return (best as Language | undefined) ?? 'en';
}
