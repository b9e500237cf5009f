// The words a question is read by (lexicon.json), checked when the assistant loads. They are not
// texts of one language, so they are not in the locale files: a question is folded before it is read
// (words(): no case, no accents) and Turkish and English ones are read alike, so each list holds the
// folded words of both languages together. What a reader is shown, a need's or a running cost's
// label, is in the locale files (demo/i18n, "chat"), under the id the lexicon gives it.
import { z } from 'zod';
import { PATTERN_ORDER } from '../categories';
import { bi, DEMO_TEXTS } from '../i18n';
import type { Bi, CategoryId } from '../types';
import lexicon from './lexicon.json' with { type: 'json' };
import { words } from './mentions';

/** A use the question names, the words that ask for it and the words of a fact that speak to it. */
export interface Need {
  label: Bi;
  asks: readonly string[];
  facts: readonly string[];
  /** Only about these kinds of thing ("at night" is a reading light for an e-reader, not a phone's warmth). */
  kinds?: readonly CategoryId[];
}

// A word that is not folded as a question is would never match: it is an error, not a silent miss.
const folded = z
  .string()
  .min(1)
  .refine(
    (word) => words(word).trim() === word,
    'not folded as a question is (lower case, no accents, no punctuation)',
  );
const list = z.array(folded).min(1);
const idOf = <Id extends string>(labels: Record<Id, string>) =>
  z.enum(Object.keys(labels) as [Id, ...Id[]], 'no label in demo/i18n for this id');

const lexiconSchema = z.strictObject({
  /** Words that ask for the warranty. */
  warranty: list,
  /** Phrases that ask what the items cost to keep. */
  runningCost: list,
  /** Things a running cost is made of, and the words that name them. */
  running: z.array(z.strictObject({ id: idOf(DEMO_TEXTS.en.chat.running), asks: list })),
  /** The uses a question may name, in the order an answer lists them. */
  needs: z.array(
    z.strictObject({
      id: idOf(DEMO_TEXTS.en.chat.needs),
      asks: list,
      facts: list,
      // A kind must be one the engine always has (the name patterns need every category).
      kinds: z
        .array(z.enum(PATTERN_ORDER as [CategoryId, ...CategoryId[]]))
        .min(1)
        .optional(),
    }),
  ),
  /** Words too common to be a fact the question asks about. */
  plain: list,
  /** The words of the score topics (answer.ts): they stay with the scores, so they are not facts asked about either. */
  scoreTopics: list,
});

export type Lexicon = z.infer<typeof lexiconSchema>;

/** `data` as a lexicon, or an error naming what is wrong with it. */
export function readLexicon(data: unknown): Lexicon {
  const read = lexiconSchema.parse(data);
  // Each label is used once: a need or a cost listed twice, or one with a label but no words, is a slip.
  for (const [name, ids, labels] of [
    ['needs', read.needs.map((need) => need.id), DEMO_TEXTS.en.chat.needs],
    ['running', read.running.map((thing) => thing.id), DEMO_TEXTS.en.chat.running],
  ] as const) {
    const missing = Object.keys(labels).filter((id) => !(ids as readonly string[]).includes(id));
    if (missing.length || new Set(ids).size !== ids.length)
      throw new Error(`demo/chat/lexicon.json: "${name}" must list each of ${Object.keys(labels).join(', ')} once`);
  }
  return read;
}

const LEXICON = readLexicon(lexicon);

export const NEEDS: readonly Need[] = LEXICON.needs.map(({ id, asks, facts, kinds }) => ({
  label: bi((texts) => texts.chat.needs[id]),
  asks,
  facts,
  ...(kinds ? { kinds } : {}),
}));

/** How much a car uses: asked before running costs, so "yakıt tüketimi" is read as consumption, not a fuel bill. */
export const CONSUMPTION: Need = NEEDS[LEXICON.needs.findIndex((need) => need.id === 'consumption')];

/** Things a running cost is made of, named so the answer can say the catalogue does not price them. */
export const RUNNING: readonly { label: Bi; asks: readonly string[] }[] = LEXICON.running.map(({ id, asks }) => ({
  label: bi((texts) => texts.chat.running[id]),
  asks,
}));

export const WARRANTY: readonly string[] = LEXICON.warranty;
export const RUNNING_COST: readonly string[] = LEXICON.runningCost;

/** Words too common to be a fact the question asks about. */
export const PLAIN: ReadonlySet<string> = new Set([...LEXICON.plain, ...LEXICON.scoreTopics]);
