import { describe, expect, it } from 'vitest';
import { i18n, i18nReady, loadNamespaces } from '@/i18n';

// Signing in switches to the user's language on the way to the app. A route's strings
// must be there in that language when the route renders, or the screen suspends after the address
// changed and the previous screen (the login form) stays on view under the new address.
describe('loadNamespaces during a language change', () => {
  it('waits for the change and loads the namespaces in the new language', async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
    const change = i18n.changeLanguage('tr');
    await loadNamespaces(['history']);
    expect(i18n.language).toBe('tr');
    expect(i18n.hasLoadedNamespace('history', { lng: 'tr' })).toBe(true);
    await change;
  });

  it('without a change loads in the current language at once', async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
    await loadNamespaces(['legal']);
    expect(i18n.language).toBe('en');
    expect(i18n.hasLoadedNamespace('legal', { lng: 'en' })).toBe(true);
  });
});
