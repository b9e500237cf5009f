// Colour names in Turkish, as Turkish stores list them (colour-names.tr.json, checked when it
// loads): plain colours translated ("Yellow" → "Sarı"), makers' names translated the way their
// Turkish sites do ("Space Grey" → "Uzay Grisi", "Black Titanium" → "Siyah Titanyum"). A name not
// listed is translated word by word from the plain colours, so no English colour word reaches a
// Turkish report. A glossary from the makers' English names, so it has no English side to hold to
// the locale files' parity.
import { z } from 'zod';
import type { Language } from '@shared/api/generated/model';
import glossary from './colour-names.tr.json' with { type: 'json' };

const name = z.string().trim().min(1);
const GLOSSARY = z
  .strictObject({
    /** Plain colour words, translated one by one. */
    words: z.record(name, name),
    /** Whole names whose Turkish is not word for word (Turkish compounds: "Uzay Grisi", "Buz Mavisi"). */
    names: z.record(name, name),
    /** Turkish names a maker gives its colours (Togg's Anadolu, Oltu …): already Turkish. */
    alreadyTurkish: z.array(name),
  })
  .parse(glossary);

const ALREADY_TURKISH: ReadonlySet<string> = new Set(GLOSSARY.alreadyTurkish);

/** A glossary's entry for `key`, read from the glossary's own keys only (never Object's prototype). */
const entry = (table: Record<string, string>, key: string): string | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** The Turkish of a colour name, or undefined when a word of it is not known. */
export function colourTr(colourName: string): string | undefined {
  const { names, words } = GLOSSARY;
  const whole = entry(names, colourName);
  if (whole !== undefined) return whole;
  if (ALREADY_TURKISH.has(colourName)) return colourName;
  // "Yellow/Nickel", "Neon Red/Blue", "Black (covers)": the known words, keeping the separators.
  const parts = colourName.split(/([\s/()]+)/);
  const known = parts.map((part) => (/^[\s/()]*$/.test(part) ? part : (entry(names, part) ?? entry(words, part))));
  return known.every((w) => w !== undefined) ? known.join('') : undefined;
}

export const colour = (colourName: string, language: Language): string =>
  language === 'tr' ? (colourTr(colourName) ?? colourName) : colourName;
