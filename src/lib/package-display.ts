import type { Package, PackageName } from '@/api/generated/model';
import { PACKAGE_LEVELS } from '@/config/levels';

/**
 * SPEC §3: a description may hold "English | Türkçe"; the Turkish locale shows the second part,
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

/** SPEC §2: the Standard package (Level_3) is the highlighted one. */
export const HIGHLIGHTED_PACKAGE: PackageName = 'Level_3';
