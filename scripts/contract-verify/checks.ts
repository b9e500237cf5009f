// The checks applied to one request/answer pair, shared by the probe and the journey fixture.
// Sources: Prism's `sl-violations` header (request and response violations found by the proxy)
// and our own reading of the answer with the generated zod schemas.
import { operations as zodOperations } from '@shared/api/generated/operations';
import type { RawFinding } from './findings';
import { uniqueFindings } from './findings';

export interface PrismViolation {
  location: (string | number)[];
  severity: string;
  code?: string | number;
  message: string;
}

/**
 * How the request was meant: a valid one, a deliberately broken one, one without a token, or a
 * hostile one (text the schema allows but a database may not store: NUL, a lone surrogate), which
 * may be accepted or refused but never answered with a 5xx or an undocumented status.
 */
export type Intent =
  | { kind: 'valid' }
  | { kind: 'invalid'; location: string; what: string }
  | { kind: 'hostile'; location: string; what: string }
  | { kind: 'no-token' };

export interface Exchange {
  operationId: string;
  secured: boolean;
  /** status → documented content types */
  documented: Record<string, string[]>;
  status: number;
  contentType: string;
  /** null when the body could not be read (e.g. the page navigated away first) */
  bodyText: string | null;
  slViolations?: string | null;
  intent: Intent;
}

export function formatLocation(parts: (string | number)[]): string {
  return parts.reduce<string>(
    (path, part) =>
      typeof part === 'number' || /^\d+$/.test(String(part))
        ? `${path}[${part}]`
        : path
          ? `${path}.${part}`
          : String(part),
    '',
  );
}

export function parseViolations(header: string | null | undefined): PrismViolation[] {
  if (!header) return [];
  try {
    const parsed = JSON.parse(header) as unknown;
    return Array.isArray(parsed) ? (parsed as PrismViolation[]) : [];
  } catch {
    return [];
  }
}

/** Prism reports a missing property at its parent; we point at the property itself. */
function prismLocation(violation: PrismViolation): string {
  const missing = /must have required property '([^']+)'/.exec(violation.message);
  return formatLocation(missing ? [...violation.location, missing[1]] : violation.location);
}

function isJson(contentType: string): boolean {
  return /^application\/([a-z.+-]*\+)?json/i.test(contentType.trim());
}

export function checkExchange(exchange: Exchange): RawFinding[] {
  const { operationId, status, intent } = exchange;
  const findings: RawFinding[] = [];
  const add = (check: RawFinding['check'], location: string, message: string) =>
    findings.push({ operation: operationId, check, status, location, message });
  const documentedTypes = exchange.documented[String(status)];
  const violations = parseViolations(exchange.slViolations);

  // Requests: ours are deliberate when invalid or tokenless; everything else must keep the contract.
  if (intent.kind === 'valid') {
    for (const violation of violations.filter((v) => v.location[0] === 'request' && v.severity === 'Error')) {
      add('request-valid', prismLocation(violation), violation.message);
    }
  }

  if (status >= 500) add('no-server-error', 'response.status', `answered ${status}`);
  if (!documentedTypes) {
    add(
      'status-documented',
      'response.status',
      `status ${status} is not documented (documented: ${Object.keys(exchange.documented).join(', ')})`,
    );
  }

  if (intent.kind === 'invalid' && status >= 200 && status < 300) {
    add('rejects-invalid-input', intent.location, `${intent.what} was accepted with ${status}; expected a 4xx`);
  }
  if (intent.kind === 'no-token' && status !== 401) {
    add('auth-required', 'request.headers.authorization', `a call without a token got ${status}; expected 401`);
  }

  const jsonBody = isJson(exchange.contentType);
  if (
    documentedTypes &&
    documentedTypes.length > 0 &&
    !documentedTypes.some((type) => exchange.contentType.toLowerCase().startsWith(type))
  ) {
    add(
      'content-type',
      'response.headers.content-type',
      `content type "${exchange.contentType || '(none)'}" is not documented (expected ${documentedTypes.join(', ')})`,
    );
  }
  // A non-JSON answer is one content-type finding, not also a pile of schema findings.
  if (!jsonBody) return uniqueFindings(findings);

  let body: unknown;
  let envelopeLocations = new Set<string>();
  if (exchange.bodyText !== null) {
    try {
      body = JSON.parse(exchange.bodyText);
    } catch {
      add('envelope', 'response.body', 'the body is not valid JSON');
      return uniqueFindings(findings);
    }
    const envelopeFindings = checkEnvelope(body, status);
    for (const finding of envelopeFindings) add('envelope', finding.location, finding.message);
    if (envelopeFindings.some((finding) => finding.location === 'response.body')) return uniqueFindings(findings);
    // A broken envelope field is reported once, as an envelope finding.
    envelopeLocations = new Set(envelopeFindings.map((finding) => finding.location));

    if (intent.kind === 'valid' && status === 422) {
      const errors = (body as { errors?: { field?: string; message?: string }[] }).errors;
      const first = Array.isArray(errors) ? errors[0] : undefined;
      add(
        'accepts-valid-input',
        first?.field ? `request.body.${first.field}` : 'request',
        `a request that keeps the contract was refused with 422${first?.message ? `: ${first.message}` : ''}`,
      );
    }
  }

  if (!documentedTypes) return uniqueFindings(findings);
  const addSchema = (location: string, message: string) => {
    if (!envelopeLocations.has(location)) add('response-schema', location, message);
  };
  // Prism's verdict needs no body on our side (the journeys cannot always read one).
  for (const violation of violations.filter(
    (v) => v.location[0] === 'response' && v.location.length > 1 && v.severity === 'Error',
  )) {
    addSchema(prismLocation(violation), violation.message);
  }
  if (exchange.bodyText === null) return uniqueFindings(findings);
  const schema = zodOperations.find((op) => op.operationId === operationId)?.responses[String(status)];
  const parsed = schema?.safeParse(body);
  if (parsed && !parsed.success) {
    for (const issue of parsed.error.issues) {
      addSchema(
        formatLocation([
          'response',
          'body',
          ...issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
        ]),
        issue.message,
      );
    }
  }
  return uniqueFindings(findings);
}

function checkEnvelope(body: unknown, status: number): { location: string; message: string }[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return [
      {
        location: 'response.body',
        message: `the body is ${Array.isArray(body) ? 'an array' : typeof body}, not the envelope {success, message?, data?}`,
      },
    ];
  }
  const envelope = body as Record<string, unknown>;
  const problems: { location: string; message: string }[] = [];
  const ok = status >= 200 && status < 300;
  if (typeof envelope.success !== 'boolean')
    problems.push({ location: 'response.body.success', message: 'success is missing or not a boolean' });
  else if (envelope.success !== ok)
    problems.push({ location: 'response.body.success', message: `success is ${envelope.success} on a ${status}` });
  if ('message' in envelope && typeof envelope.message !== 'string')
    problems.push({ location: 'response.body.message', message: 'message is not a string' });
  if (!ok && typeof envelope.message !== 'string')
    problems.push({ location: 'response.body.message', message: 'an error carries no message' });
  return problems;
}
