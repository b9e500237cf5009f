// Every pro and con the catalogue can put in a report is read as something the engine checks (an
// aspect held against the scores, or a fact held against the entry), the same in English and
// Turkish, and its own item's scores and facts bear it out. Each failure lists the claims at fault.
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue';
import type { Claim } from '../types';
import { contradiction, readClaim } from './claims';
import { profileOf } from './profile';

const CLAIMS = CATALOGUE.flatMap((entry) => (['pro', 'con'] as const).map((kind) => ({ entry, kind })));

const label = (id: string, kind: string, claim: Claim, note = '') =>
  `${id} ${kind}: "${claim.en}" / "${claim.tr}"${note}`;

/** The reading as a comparable string: aspects in a fixed order, facts as JSON. */
function reading(text: string, kind: 'pro' | 'con', claim: Claim): string {
  const { aspects, facts } = readClaim(text, kind, claim.about);
  return [...[...aspects].sort(), ...facts.map((f) => JSON.stringify(f))].join(', ');
}

describe('catalogue pros and cons', () => {
  it('are each read as at least one aspect or fact, in both languages', () => {
    const unread = CLAIMS.filter(({ entry, kind }) =>
      (['en', 'tr'] as const).some((language) => reading(entry[kind][language], kind, entry[kind]) === ''),
    ).map(({ entry, kind }) => label(entry.id, kind, entry[kind]));
    expect(unread).toEqual([]);
  });

  it('are read as the same aspects and facts in English and Turkish', () => {
    const differing = CLAIMS.filter(
      ({ entry, kind }) => reading(entry[kind].en, kind, entry[kind]) !== reading(entry[kind].tr, kind, entry[kind]),
    ).map(({ entry, kind }) =>
      label(
        entry.id,
        kind,
        entry[kind],
        ` read as [${reading(entry[kind].en, kind, entry[kind])}] / [${reading(entry[kind].tr, kind, entry[kind])}]`,
      ),
    );
    expect(differing).toEqual([]);
  });

  it("hold against their own item's scores and facts", () => {
    const contradicted = CLAIMS.flatMap(({ entry, kind }) => {
      const p = profileOf(entry);
      const item = { name: entry.name, scores: p.scores, entry };
      return (['en', 'tr'] as const).flatMap((language) => {
        const why = contradiction(entry[kind][language], kind, item, [], entry[kind].about);
        return why ? [`${entry.id} ${kind} (${language}): ${why}`] : [];
      });
    });
    expect(contradicted).toEqual([]);
  });
});
