// One finding per (operation, check, location), counted over every exchange that showed it.

export type Check =
  | 'no-server-error'
  | 'status-documented'
  | 'content-type'
  | 'response-schema'
  | 'envelope'
  | 'rejects-invalid-input'
  | 'auth-required'
  | 'accepts-valid-input'
  | 'request-valid'
  | 'not-exercised'
  | 'timeout'
  | 'incomplete-response'
  | 'journey'
  | 'sequence';

export const CHECK_DESCRIPTIONS: Record<Check, string> = {
  'no-server-error': 'The server never answers 5xx',
  'status-documented': 'The status is one the contract documents for the operation',
  'content-type': 'The content type is one the contract documents for that status',
  'response-schema': 'The body matches the response schema (Prism and the generated zod schemas)',
  envelope: 'The body is the envelope {success, message?, data?}, success false on errors',
  'rejects-invalid-input': 'A request that breaks the contract gets a 4xx',
  'auth-required': 'A protected operation without a token gets 401',
  'accepts-valid-input': 'A request that keeps the contract is not refused with 422',
  'request-valid': 'Every request sent (by the probe or the UI) keeps the contract',
  'not-exercised': 'The operation could be exercised at all',
  timeout: 'An answer arrived in full within the per-request timeout',
  'incomplete-response': 'The answer arrived in full (not cut off part-way)',
  journey: 'A user journey ran to its end',
  sequence:
    "Following the contract's links (create, read, share, read shared, delete, read again) ends as it should: a deleted comparison reads 404",
};

export interface Finding {
  source: 'probe' | 'journey';
  operation: string;
  check: Check;
  status: number | null;
  location: string;
  message: string;
  count: number;
}

export type RawFinding = Omit<Finding, 'count' | 'source'>;

export class FindingSet {
  private readonly byKey = new Map<string, Finding>();

  add(source: Finding['source'], findings: RawFinding[], count = 1): void {
    for (const finding of findings) {
      const key = `${finding.operation}|${finding.check}|${finding.location}`;
      const existing = this.byKey.get(key);
      if (existing) existing.count += count;
      else this.byKey.set(key, { source, ...finding, count });
    }
  }

  list(): Finding[] {
    return [...this.byKey.values()].sort(
      (a, b) =>
        a.operation.localeCompare(b.operation) ||
        a.check.localeCompare(b.check) ||
        a.location.localeCompare(b.location),
    );
  }
}

/** Keeps the first finding per key within one exchange (Prism and zod often agree). */
export function uniqueFindings(findings: RawFinding[]): RawFinding[] {
  const seen = new Set<string>();
  return findings.filter((finding) => {
    const key = `${finding.operation}|${finding.check}|${finding.location}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface Coverage {
  operations: { operationId: string; exercised: boolean; documented: string[]; exercisedStatuses: string[] }[];
  exercised: number;
  total: number;
}

export class CoverageTracker {
  private readonly seen = new Map<string, Set<string>>();

  constructor(private readonly documented: { operationId: string; statuses: string[] }[]) {}

  record(operationId: string, status: number): void {
    const statuses = this.seen.get(operationId) ?? new Set<string>();
    statuses.add(String(status));
    this.seen.set(operationId, statuses);
  }

  merge(other: Record<string, string[]>): void {
    for (const [operationId, statuses] of Object.entries(other))
      for (const status of statuses) this.record(operationId, Number(status));
  }

  summary(): Coverage {
    const operations = this.documented.map(({ operationId, statuses }) => {
      const seen = this.seen.get(operationId) ?? new Set<string>();
      return {
        operationId,
        exercised: seen.size > 0,
        documented: statuses,
        exercisedStatuses: statuses.filter((status) => seen.has(status)),
      };
    });
    return { operations, exercised: operations.filter((op) => op.exercised).length, total: operations.length };
  }
}
