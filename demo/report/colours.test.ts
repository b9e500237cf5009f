import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue';
import { colour, colourTr } from './colours';

describe('colour names in Turkish', () => {
  it('names every colour of the catalogue in Turkish', () => {
    const untranslated = CATALOGUE.flatMap((entry) => entry.physical?.colours ?? []).filter(
      (name) => colourTr(name) === undefined,
    );
    expect(untranslated).toEqual([]);
  });

  it('translates whole names, then word by word, and keeps a maker’s Turkish names', () => {
    expect(colour('Space Grey', 'tr')).toBe('Uzay Grisi');
    expect(colour('Yellow/Nickel', 'tr')).toBe('Sarı/Nikel');
    expect(colour('Anadolu', 'tr')).toBe('Anadolu');
    expect(colour('Space Grey', 'en')).toBe('Space Grey');
  });

  it('knows nothing of a word it does not list, whatever the word', () => {
    for (const name of ['Chartreuse', 'constructor', 'Black toString']) expect(colourTr(name), name).toBeUndefined();
    expect(colour('Chartreuse', 'tr')).toBe('Chartreuse');
  });
});
