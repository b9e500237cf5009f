// A path or query value whose percent-encoding does not decode to text (a stray `%`, or bytes that
// are not UTF-8, such as the three bytes a lone surrogate would take) cannot be checked against its
// schema: it is refused as a problem of the parameter it was sent as, like any other invalid value.
import type { FieldProblem } from '../domain/errors';

function decodes(encoded: string): boolean {
  try {
    decodeURIComponent(encoded.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

const MALFORMED = { message: 'malformedUrl' } as const;

/** The path parameters of `template` (`/api/comparisons/{comparisonId}`) that `url` does not carry as text. */
export function malformedPathParameters(template: string, url: string): FieldProblem[] {
  const segments = url.split('?')[0]!.split('/');
  return template.split('/').flatMap((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name && !decodes(segments[index] ?? '') ? [{ field: name, ...MALFORMED }] : [];
  });
}

/** The query parameters of `url` whose name or value does not decode to text. */
export function malformedQueryParameters(url: string): FieldProblem[] {
  const query = url.split('?').slice(1).join('?');
  if (!query) return [];
  return query.split('&').flatMap((pair) => {
    const [name = '', value = ''] = pair.split(/=(.*)/s);
    if (decodes(name) && decodes(value)) return [];
    return [{ field: decodes(name) ? decodeURIComponent(name.replace(/\+/g, ' ')) : 'query', ...MALFORMED }];
  });
}
