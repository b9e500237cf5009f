// The shape of the catalogue's data files (catalogue/*.yaml at the repository root): one file per
// category with its items, families.yaml with the words each family of categories is judged in,
// and brands.yaml with what the catalogue records of each brand.
// Every figure of an item is a fact that says what kind of figure it is, as of when, and where it
// comes from, so a report can show its evidence and an import can tell what changed.
import { z } from 'zod';

const text = z.string().trim().min(1);
export const biSchema = z.strictObject({ en: text, tr: text });
/** Language-neutral ("A16 Bionic", "5000 mAh") or translated. */
const valueSchema = z.union([text, biSchema]);
const isoDate = z.iso.date();
/** A fact's origin: a page someone can open, or the catalogue editors' own estimate. */
export const EDITORIAL_ESTIMATE = 'editorial estimate';
export const sourceSchema = z.union([
  z.literal(EDITORIAL_ESTIMATE),
  z.strictObject({ url: z.url({ protocol: /^https?$/ }), title: text }),
]);

export const CRITERION_NAMES = ['design', 'usability', 'performance', 'pricing'] as const;
export const FACT_KINDS = ['specification', 'measured', 'price', 'rating', 'estimate'] as const;
export const PRICE_MODELS = ['one_off', 'monthly', 'free', 'varies'] as const;

/** The attribute of an item's editorial score on one criterion ("score.design"). */
export const scoreAttribute = (criterion: (typeof CRITERION_NAMES)[number]): string => `score.${criterion}`;
/** Attributes every item may have besides its category's spec rows. */
export const COMMON_ATTRIBUTES = ['year', 'price', 'rating', ...CRITERION_NAMES.map(scoreAttribute)];

const evidence = { as_of: isoDate, source: sourceSchema };

/** A price in one market: `value` for one-off and monthly prices; none for free items or varying bills. */
const priceFact = z.strictObject({
  attribute: z.literal('price'),
  kind: z.literal('price'),
  model: z.enum(PRICE_MODELS),
  value: z.number().positive().optional(),
  market: z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'a three-letter currency code'),
  ...evidence,
});

const otherFact = z.strictObject({
  attribute: text.refine((a) => a !== 'price', 'a price is a fact of kind price'),
  kind: z.enum(FACT_KINDS).exclude(['price']),
  value: z.union([valueSchema, z.number()]),
  unit: text.optional(),
  ...evidence,
});

// Told apart by kind, so a problem is named by its field ("facts[1].value"), not the whole fact.
export const factSchema = z.discriminatedUnion('kind', [priceFact, otherFact]);

/** What a pro or a con is about: a criterion, efficiency, a spec row that shows (or lacks) a value, or no official seller. */
const aboutSchema = z.union([
  z.enum([...CRITERION_NAMES, 'efficiency']),
  z.literal('unofficial'),
  z.strictObject({ row: text, has: valueSchema }),
  z.strictObject({ row: text, lacks: valueSchema }),
]);
const claimSchema = z.strictObject({ en: text, tr: text, about: z.array(aboutSchema).min(1) });

export const itemSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+([-_][a-z0-9]+)*$/, 'lower-case letters and digits, joined by - or _'),
  name: text,
  /** The name Turkish readers know it by, when it differs. */
  name_tr: text.optional(),
  brand: text,
  aliases: z.array(text).default([]),
  /** The item this one is a variant of (its id). */
  variant_of: z.string().optional(),
  /** False when the maker has no official seller in Türkiye. */
  official: z.literal(false).optional(),
  /** Spec rows left blank on purpose: no certain public figure, or the row does not apply. */
  unstated: z.array(text).optional(),
  physical: z
    .strictObject({ materials: biSchema, colours: z.array(text), weight: text.optional(), eco: z.boolean().optional() })
    .optional(),
  pro: claimSchema,
  con: claimSchema,
  facts: z.array(factSchema).min(1),
});

/**
 * What a report says of the category's prices where an item has no figure to show, and how they
 * move: said of the category as a whole, so an editor changes it here, not in code.
 */
const priceNotesSchema = z.strictObject({
  /** The price of a free item ("Free to use (open source or a free licence)"). */
  free: biSchema.optional(),
  /** The price of an item with no single price (a city: the cost of living, by district and rent). */
  no_single_price: biSchema.optional(),
  /** How the prices of the category's items move, by price model (a one-off price's from the item's age). */
  trend: z
    .strictObject({ monthly: biSchema.optional(), free: biSchema.optional(), varies: biSchema.optional() })
    .optional(),
});

export const categorySchema = z.strictObject({
  id: z.string().regex(/^[a-z]+(_[a-z]+)*$/),
  family: text,
  one: biSchema,
  many: biSchema,
  physical: z.boolean(),
  /** Spec rows in display order. */
  attributes: z.array(z.strictObject({ key: text, label: biSchema })).min(1),
  /** Typical one-off or monthly price range in TRY, for plausibility checks. */
  band: z.tuple([z.number().positive(), z.number().positive()]).optional(),
  /** The typical price per price model that value for money is read against. */
  typical: z
    .strictObject({ one_off: z.number().positive().optional(), monthly: z.number().positive().optional() })
    .optional(),
  /** What the category's items use in energy, said of the category (the sustainability section). */
  energy: biSchema.optional(),
  /** The spec row that says how far a charge or a tank goes (the performance section's efficiency). */
  efficiency: text.optional(),
  /** The security features every item of the category has. */
  security: z.array(biSchema).min(1).optional(),
  price_notes: priceNotesSchema.optional(),
  /** Two well-known item names, used to show how to phrase a query. */
  example: z.tuple([text, text]),
  /** A regular expression (matched case-insensitively) of the words in a name that reveal the category. */
  pattern: text.refine((source) => {
    try {
      new RegExp(source, 'i');
      return true;
    } catch {
      return false;
    }
  }, 'not a valid regular expression'),
});

export const categoryFileSchema = z.strictObject({ category: categorySchema, items: z.array(itemSchema) });

const familySchema = z.strictObject({
  criteria: z.strictObject(
    Object.fromEntries(CRITERION_NAMES.map((c) => [c, biSchema])) as Record<
      (typeof CRITERION_NAMES)[number],
      typeof biSchema
    >,
  ),
  /** Titles for "best at <criterion>". */
  use_case: z.strictObject(
    Object.fromEntries(CRITERION_NAMES.map((c) => [c, biSchema])) as Record<
      (typeof CRITERION_NAMES)[number],
      typeof biSchema
    >,
  ),
  /** The row label of the year ("Launched", "Founded"); null: no year row. */
  year: biSchema.nullable(),
  /** The year is a company's founding year: it says nothing about which is newer or better. */
  founded: z.boolean().optional(),
});

export const familiesFileSchema = z.strictObject({ families: z.record(z.string(), familySchema) });

/**
 * What a maker says it does for the environment (its programme or pledge), in both languages, with
 * the page that says it (or the editors' own summary) and the date it was read: a report repeats
 * it only with its source.
 */
const brandClaimSchema = z.strictObject({ en: text, tr: text, ...evidence });

/** A brand as its items name it ("Apple", "Rakuten Kobo"), and what the catalogue records of it. */
const brandSchema = z.strictObject({ sustainability: brandClaimSchema });

export const brandsFileSchema = z.strictObject({ brands: z.record(z.string().min(1), brandSchema) });

export type Fact = z.infer<typeof factSchema>;
export type ItemData = z.infer<typeof itemSchema>;
export type CategoryData = z.infer<typeof categorySchema>;
export type PriceNotes = z.infer<typeof priceNotesSchema>;
export type CategoryFile = z.infer<typeof categoryFileSchema>;
export type FamilyData = z.infer<typeof familySchema>;
export type FamiliesFile = z.infer<typeof familiesFileSchema>;
export type BrandClaim = z.infer<typeof brandClaimSchema>;
export type BrandsFile = z.infer<typeof brandsFileSchema>;
