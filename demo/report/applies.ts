// Which analysis fields fit which kind of item. A field that does not fit (a city's reliability,
// a robot vacuum's ergonomics, a UI library's access roles, a streaming service's materials) is
// left out of the report, never written as "not applicable": every analysis field is optional in
// the contract. Defaults are per family, so a category added later gets sensible ones; a
// category narrows them below when its items differ from the family's.
import type { Family } from '../categories';
import type { CategoryId } from '../types';
import type { Profile } from './profile';

export type Field =
  | 'resale'
  | 'priceTrend'
  | 'easeOfUse'
  | 'learningCurve'
  | 'accessibility'
  | 'userInterface'
  | 'materials'
  | 'colours'
  | 'ergonomics'
  | 'buildQuality'
  | 'speed'
  | 'efficiency'
  | 'reliability'
  | 'benchmarks'
  | 'securityFeatures'
  | 'privacy'
  | 'vulnerabilities'
  | 'dataUsage'
  | 'energy'
  | 'recyclability';

const DEVICE: readonly Field[] = [
  'resale',
  'priceTrend',
  'easeOfUse',
  'learningCurve',
  'userInterface',
  'materials',
  'colours',
  'ergonomics',
  'buildQuality',
  'speed',
  'efficiency',
  'reliability',
  'benchmarks',
  'securityFeatures',
  'privacy',
  'vulnerabilities',
  'dataUsage',
  'energy',
  'recyclability',
];

const FAMILY_FIELDS: Partial<Record<Family, readonly Field[]>> = {
  device: DEVICE,
  // Washing machines, dishwashers and fridges: built, coloured and rated for energy; no screen to
  // hold, no account to secure, no processor to race.
  white_goods: [
    'priceTrend',
    'easeOfUse',
    'materials',
    'colours',
    'buildQuality',
    'efficiency',
    'reliability',
    'benchmarks',
    'energy',
    'recyclability',
  ],
  // A car is held to a device's fields, less what belongs to a handheld screen.
  car: DEVICE.filter((f) => !['ergonomics', 'vulnerabilities'].includes(f)),
  streaming: [
    'priceTrend',
    'easeOfUse',
    'learningCurve',
    'userInterface',
    'reliability',
    'benchmarks',
    'securityFeatures',
    'privacy',
    'dataUsage',
  ],
  software: ['priceTrend', 'easeOfUse', 'learningCurve', 'speed', 'reliability', 'benchmarks', 'securityFeatures'],
  bank: ['easeOfUse', 'learningCurve', 'userInterface', 'reliability', 'securityFeatures', 'privacy', 'dataUsage'],
  travel: ['priceTrend', 'easeOfUse', 'benchmarks'],
  // A city to live in: getting around and its score; its prices have no single trend.
  city: ['easeOfUse', 'benchmarks'],
  // Operators and home internet: a contract, an app and a network, not a device.
  telecom: ['priceTrend', 'easeOfUse', 'userInterface', 'reliability', 'benchmarks', 'privacy', 'dataUsage'],
  // AI assistants: an app and an account; what they do with what you type is their privacy story.
  assistant: [
    'priceTrend',
    'easeOfUse',
    'learningCurve',
    'userInterface',
    'speed',
    'reliability',
    'benchmarks',
    'securityFeatures',
    'privacy',
    'dataUsage',
  ],
  // Running shoes: worn, not run as software — materials, fit and build, nothing to secure or charge.
  shoes: ['priceTrend', 'materials', 'colours', 'ergonomics', 'buildQuality', 'benchmarks'],
  // Online shops: an app and an account that hold your address and card.
  shop: ['easeOfUse', 'userInterface', 'reliability', 'benchmarks', 'securityFeatures', 'privacy', 'dataUsage'],
  // Meal and grocery delivery apps: like a shop, an app and an account with your address and card;
  // nothing built or charged, and a basket's price has no trend of its own. No security features:
  // what each app offers beyond a code by SMS is not certain enough to list.
  delivery: ['easeOfUse', 'userInterface', 'reliability', 'benchmarks', 'privacy', 'dataUsage'],
};

/** A family nobody has described yet gets only what fits anything: price, ease of use, the score. */
const FALLBACK: readonly Field[] = ['priceTrend', 'easeOfUse', 'benchmarks'];

/** Where a category's items differ from their family's: fields added and fields left out. */
/** Stick and robot vacuums, coffee machines, air fryers: nothing to hold for hours, no screen, no account. */
const SMALL_APPLIANCE = {
  drop: ['ergonomics', 'userInterface', 'speed', 'securityFeatures', 'privacy', 'vulnerabilities', 'dataUsage'],
} as const;

const CATEGORY_FIELDS: Partial<Record<CategoryId, { add?: readonly Field[]; drop: readonly Field[] }>> = {
  // Accessibility is stated only where it is a fact of the kind: a phone's, tablet's or computer's
  // operating system has a screen reader, contrast and text size. An app's or a watch's own support
  // differs by maker and is not recorded, so it is not guessed from a score.
  phone: { add: ['accessibility'], drop: [] },
  tablet: { add: ['accessibility'], drop: [] },
  laptop: { add: ['accessibility'], drop: [] },
  // No screen, no account, no processor to race: sound and battery are what they have.
  headphones: {
    drop: ['userInterface', 'speed', 'securityFeatures', 'privacy', 'vulnerabilities', 'dataUsage'],
  },
  tv: { drop: ['ergonomics', 'efficiency', 'speed', 'vulnerabilities'] },
  console: { drop: ['ergonomics', 'efficiency'] },
  camera: {
    drop: ['efficiency', 'securityFeatures', 'privacy', 'vulnerabilities', 'dataUsage'],
  },
  smartwatch: { drop: ['speed'] },
  ereader: { drop: ['speed', 'efficiency', 'vulnerabilities'] },
  vacuum: SMALL_APPLIANCE,
  coffee_machine: SMALL_APPLIANCE,
  air_fryer: SMALL_APPLIANCE,
  // A database keeps data and is run by someone: access and where the data lives are its security story.
  database: { add: ['vulnerabilities', 'dataUsage'], drop: [] },
  framework: { add: ['vulnerabilities'], drop: ['reliability'] },
  language: { add: ['vulnerabilities'], drop: ['reliability', 'securityFeatures'] },
  cloud: { add: ['userInterface', 'dataUsage', 'privacy'], drop: [] },
};

/** By category and family: a catalogue loaded later may put a category in another family. */
const cache = new Map<string, ReadonlySet<Field>>();

/** The fields that fit this item's category. */
export function fieldsOf(p: Profile): ReadonlySet<Field> {
  const id = p.category.id;
  let found = cache.get(`${id} ${p.category.family}`);
  if (!found) {
    const adjust = CATEGORY_FIELDS[id];
    const base = FAMILY_FIELDS[p.category.family] ?? FALLBACK;
    found = new Set([...base, ...(adjust?.add ?? [])].filter((f) => !adjust?.drop.includes(f)));
    cache.set(`${id} ${p.category.family}`, found);
  }
  return found;
}

export const fits = (p: Profile, field: Field): boolean => fieldsOf(p).has(field);
