import type { PackageName } from '@shared/api/generated/model';

export const PACKAGE_LEVELS: readonly PackageName[] = ['Level_1', 'Level_2', 'Level_3', 'Level_4'];
export const DEFAULT_PACKAGE: PackageName = 'Level_1';
export const ALL_LEVELS = PACKAGE_LEVELS;
/** The chat and its history: Level_4 only. */
export const CHAT_LEVELS: readonly PackageName[] = ['Level_4'];
/** Selectable features and the detailed level: Level_3 and Level_4. */
export const ADVANCED_COMPARE_LEVELS: readonly PackageName[] = ['Level_3', 'Level_4'];

export function levelOf(packageName: string | null | undefined): PackageName {
  return PACKAGE_LEVELS.includes(packageName as PackageName) ? (packageName as PackageName) : DEFAULT_PACKAGE;
}

export function levelRank(packageName: PackageName): number {
  return PACKAGE_LEVELS.indexOf(packageName);
}
