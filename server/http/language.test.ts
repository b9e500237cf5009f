import { describe, expect, it } from 'vitest';
import { languageFrom } from './language';

describe('languageFrom', () => {
  it.each([
    [undefined, 'tr'],
    ['', 'tr'],
    ['tr', 'tr'],
    ['en', 'en'],
    ['tr-TR,tr;q=0.9', 'tr'],
    ['en-US,en;q=0.9,tr;q=0.8', 'en'],
    ['de-DE,de;q=0.9,tr;q=0.5', 'tr'],
    ['de, en;q=0.3, tr;q=0.7', 'tr'],
    ['fr', 'en'],
    [['de', 'tr;q=0.5'], 'tr'],
  ] as const)('%j → %s', (header, language) => {
    expect(languageFrom(header as string | string[] | undefined)).toBe(language);
  });
});
