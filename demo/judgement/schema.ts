// The shape of the purposes file (catalogue/purposes/purposes.yaml): what each purpose of each
// category weighs, and how the verdict names a fact that decides it.
import { z } from 'zod';
import { CRITERION_NAMES, biSchema, scoreAttribute } from '../catalogue/schema';

const text = z.string().trim().min(1);
const pattern = text.refine((source) => {
  try {
    new RegExp(source, 'iu');
    return true;
  } catch {
    return false;
  }
}, 'not a valid regular expression');
/** A verdict phrase: {a} is the winner's value, {b} the other item's. */
const saySchema = biSchema.refine((say) => say.en.includes('{a}') && say.tr.includes('{a}'), 'needs {a} in en and tr');

const SCORE_ATTRIBUTES = CRITERION_NAMES.map(scoreAttribute);

const weightSchema = z.discriminatedUnion('read', [
  z.strictObject({ attribute: text, weight: z.number().positive(), read: z.literal('duration'), say: saySchema }),
  z.strictObject({
    attribute: text,
    weight: z.number().positive(),
    read: z.literal('levels'),
    levels: z.array(z.strictObject({ match: pattern, say: biSchema.optional() })).min(1),
    say: saySchema,
  }),
  /**
   * A figure in the fact: `pattern`'s first group is the number; `pick` takes the first match, the
   * largest, or counts the matches ("48 MP + 12 MP" has two lenses). `unit` follows the number when
   * the verdict names it; `otherwise` is the figure of a fact that has no match (a phone without a
   * telephoto lens zooms 1×).
   */
  z.strictObject({
    attribute: text,
    weight: z.number().positive(),
    read: z.literal('number'),
    pattern: pattern.refine((source) => /\((?!\?)/.test(source), 'needs a group around the number'),
    pick: z.enum(['first', 'max', 'count']),
    unit: z.string().optional(),
    otherwise: z.number().optional(),
    say: saySchema,
  }),
  /** Months named in the fact ("April–June and September–October"): more months is better. */
  z.strictObject({ attribute: text, weight: z.number().positive(), read: z.literal('months'), say: saySchema }),
  z.strictObject({
    attribute: z.enum(SCORE_ATTRIBUTES as [string, ...string[]]),
    weight: z.number().positive(),
    read: z.literal('score'),
  }),
]);

export const purposeSchema = z.strictObject({
  id: z.string().regex(/^[a-z]+(_[a-z]+)*$/),
  category: text,
  /** The purpose in running text: "For {en}", "{tr} için". */
  label: biSchema,
  /** Words of a query's purpose that ask for it, matched at a word's start in any case. */
  words: z.array(text).min(1),
  weights: z.array(weightSchema).min(1),
  /**
   * What would decide between items that are level on every fact the purpose weighs, when the
   * catalogue does not hold it ("the price of a package for the country you go to").
   */
  undecided: biSchema.optional(),
});

export const purposesFileSchema = z.strictObject({ purposes: z.array(purposeSchema) });

export type Purpose = z.infer<typeof purposeSchema>;
export type Weight = z.infer<typeof weightSchema>;
