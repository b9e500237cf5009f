import { describe, expect, it } from 'vitest';
import { languageFromBrowser } from './languages';

describe('languageFromBrowser', () => {
  it.each([
    ['tr', 'tr'],
    ['tr-TR', 'tr'],
    ['TR-tr', 'tr'],
    ['en-US', 'en'],
    ['de-DE', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (browser, expected) => {
    expect(languageFromBrowser(browser)).toBe(expected);
  });
});
