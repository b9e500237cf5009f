import type { Count, Package, PackageFeature } from '@shared/api/generated/model';
import { PACKAGE_FLAGS, PACKAGE_LIMITATIONS, type PackageFlag } from '@/lib/package-display';

/** One cell of the plan comparison: included, not included, or a limit (a number or unlimited). */
export type PlanCell = { kind: 'yes' } | { kind: 'no' } | { kind: 'unlimited' } | { kind: 'count'; value: number };

export type PlanRowKey = 'compare_limit' | 'message_limit' | 'conversation_limit' | PackageFlag;

export interface PlanRow {
  /** A limit or flag of the package, or one of its feature keys. */
  key: PlanRowKey | PackageFeature;
  type: 'limit' | 'flag' | 'feature';
  cells: PlanCell[];
}

const LIMITS = ['compare_limit', 'message_limit', 'conversation_limit'] as const;

function limitCell(value: Count | null | undefined): PlanCell {
  if (value === 'unlimited') return { kind: 'unlimited' };
  // A limit of 0 means the package does not include it at all.
  if (value === undefined || value === null || value === 0) return { kind: 'no' };
  return { kind: 'count', value };
}

/**
 * Features as rows, packages (already sorted) as columns: the limits first, then every feature
 * some package includes (in the order the packages list them), then the flags some package has.
 * The limitation keys ("summary response only") are left out: their opposite is a row of its own.
 */
export function planRows(packages: readonly Package[]): PlanRow[] {
  const limits: PlanRow[] = LIMITS.map((key) => ({
    key,
    type: 'limit',
    cells: packages.map((pkg) => limitCell(pkg[key])),
  }));
  const features = [...new Set(packages.flatMap((pkg) => pkg.features))].filter(
    (feature) => !PACKAGE_LIMITATIONS.includes(feature),
  );
  const featureRows: PlanRow[] = features.map((key) => ({
    key,
    type: 'feature',
    cells: packages.map((pkg) => ({ kind: pkg.features.includes(key) ? 'yes' : 'no' })),
  }));
  const flagRows: PlanRow[] = PACKAGE_FLAGS.filter((key) => packages.some((pkg) => pkg[key])).map((key) => ({
    key,
    type: 'flag',
    cells: packages.map((pkg) => ({ kind: pkg[key] ? 'yes' : 'no' })),
  }));
  return [...limits, ...featureRows, ...flagRows];
}
