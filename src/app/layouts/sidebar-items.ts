import type { PackageName } from '@shared/api/generated/model';
import { paths } from '@/config/paths';
import { ALL_LEVELS, CHAT_LEVELS } from '@/config/levels';
import { SHOW_CHAT_IN_MENU } from '@/config/features';

export interface SidebarItem {
  key: 'compare' | 'compareHistory' | 'newChat' | 'chatHistory' | 'profile' | 'myPackage' | 'settings';
  href: string;
  levels: readonly PackageName[];
  /** Chat, chat history and settings exist but are hidden. */
  show: boolean;
}

export const MAIN_ITEMS: SidebarItem[] = [
  { key: 'compare', href: paths.app.compare.href(), levels: ALL_LEVELS, show: true },
  { key: 'compareHistory', href: paths.app.compareHistory.href(), levels: ALL_LEVELS, show: true },
  { key: 'newChat', href: paths.app.chat.href(), levels: CHAT_LEVELS, show: SHOW_CHAT_IN_MENU },
  { key: 'chatHistory', href: paths.app.chatHistory.href(), levels: CHAT_LEVELS, show: SHOW_CHAT_IN_MENU },
];

export const ACCOUNT_ITEMS: SidebarItem[] = [
  { key: 'profile', href: paths.app.profile.href(), levels: ALL_LEVELS, show: true },
  { key: 'myPackage', href: paths.app.package.href(), levels: ALL_LEVELS, show: true },
  { key: 'settings', href: paths.app.settings.href(), levels: ALL_LEVELS, show: false },
];

/** Items are filtered by package level and the show flag. */
export function visibleItems(items: SidebarItem[], level: PackageName): SidebarItem[] {
  return items.filter((item) => item.show && item.levels.includes(level));
}
