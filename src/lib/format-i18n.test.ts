import { describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '@/i18n';
import { formatCount } from './format';

// Counts written through i18next's own number format (history's "N comparisons") read the same
// as the ones formatCount writes.
describe('counts inside translations', () => {
  it.each(['en', 'tr'] as const)('%s: the history count is grouped like formatCount', async (language) => {
    await i18nReady;
    await i18n.changeLanguage(language);
    await i18n.loadNamespaces(['history']);
    expect(i18n.t('history:count', { count: 2530 })).toContain(formatCount(2530, language));
  });
});
