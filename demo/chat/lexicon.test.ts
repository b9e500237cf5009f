// The lexicon is checked when it loads: a word that is not folded would never match a question, and
// an id without a label (or listed twice) would show a reader nothing, so each is an error.
import { describe, expect, it } from 'vitest';
import lexicon from './lexicon.json' with { type: 'json' };
import { readLexicon } from './lexicon';

describe('the lexicon', () => {
  it('reads the lexicon as it is', () => {
    expect(readLexicon(lexicon).needs.length).toBeGreaterThan(0);
  });

  it('refuses a word that is not folded as a question is', () => {
    const [first, ...rest] = lexicon.needs;
    expect(() => readLexicon({ ...lexicon, needs: [{ ...first, asks: ['Kedim'] }, ...rest] })).toThrow(/not folded/);
    expect(() => readLexicon({ ...lexicon, warranty: ['garantı'] })).toThrow(/not folded/);
  });

  it('refuses an id with no label, a kind the engine does not have, and a need listed twice or not at all', () => {
    const [first, ...rest] = lexicon.needs;
    expect(() => readLexicon({ ...lexicon, needs: [{ ...first, id: 'petz' }, ...rest] })).toThrow(/no label/);
    expect(() => readLexicon({ ...lexicon, needs: [{ ...first, kinds: ['tablets'] }, ...rest] })).toThrow();
    expect(() => readLexicon({ ...lexicon, needs: [first, first, ...rest] })).toThrow(/once/);
    expect(() => readLexicon({ ...lexicon, needs: rest })).toThrow(/once/);
  });
});
