import type { Package, PackageFeature, PackageName } from '@shared/api/generated/model';
import { formatPrice } from '@/lib/format';
import { PACKAGE_LEVELS } from '@/config/levels';

/**
 * A description may hold "English | Türkçe"; the Turkish locale shows the second part,
 * every other locale the first. A description without the separator is shown as it is.
 */
export function localizedDescription(description: string, language: string): string {
  const parts = description.split(' | ');
  if (parts.length < 2) return description.trim();
  return (language === 'tr' ? parts[1] : parts[0]).trim();
}

/** Level_1 → Level_4, whatever order the server sends. */
export function sortPackages(packages: readonly Package[]): Package[] {
  const rank = (name: PackageName) => PACKAGE_LEVELS.indexOf(name);
  return [...packages].sort((a, b) => rank(a.name) - rank(b.name));
}

/** The Standard package (Level_3) is the highlighted one. */
export const HIGHLIGHTED_PACKAGE: PackageName = 'Level_3';

/** Feature keys that describe a package's limits, not something a higher package unlocks. */
export const PACKAGE_LIMITATIONS: readonly PackageFeature[] = [
  'basic_comparisons_only',
  'summary_response_only',
  'ad_supported',
];

/** What a package's price shows: "Free" for 0, "not available" when missing, else the amount. */
export type PriceDisplay = { kind: 'free' } | { kind: 'unavailable' } | { kind: 'amount'; amount: string };

export function packagePrice(pkg: Pick<Package, 'price' | 'currency'>, language: string): PriceDisplay {
  if (pkg.price === undefined || pkg.price === null) return { kind: 'unavailable' };
  if (pkg.price === 0) return { kind: 'free' };
  return { kind: 'amount', amount: formatPrice(pkg.price, pkg.currency, language) };
}

/** The package's yes/no services, shown next to its feature keys (its display fields). */
export const PACKAGE_FLAGS = ['priority_support', 'advanced_reporting', 'custom_enterprise_solutions'] as const;
export type PackageFlag = (typeof PACKAGE_FLAGS)[number];
/** Whatever a package can list: a feature key or one of its flags. */
export type PackageOffer = PackageFeature | PackageFlag;

export const isPackageFlag = (offer: PackageOffer): offer is PackageFlag =>
  (PACKAGE_FLAGS as readonly string[]).includes(offer);

/** Whether the package lists it: the one test every gate of the app uses. */
export function packageIncludes(pkg: Package, offer: PackageOffer): boolean {
  return isPackageFlag(offer) ? pkg[offer] === true : pkg.features.includes(offer);
}
