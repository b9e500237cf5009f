// The kind of thing an entry is, finer than its category where a category holds things nobody
// weighs against each other: an espresso machine and a robot vacuum are both home appliances, but
// neither is offered in place of the other.
import { inLang, type CatalogueEntry } from '../types';

/** The noun of an appliance's type row that says what it does, first match wins ("Robot vacuum and mop" is a vacuum). */
const APPLIANCE_KINDS = /(vacuum|mop|espresso|coffee|fryer|blender|kettle|toaster|iron)/i;

/** The entry's kind: its category, and for a home appliance what its type row says it does. */
export function kindOf(entry: CatalogueEntry): string {
  if (entry.category !== 'appliance') return entry.category;
  const type = entry.specs.type;
  const noun = type === undefined ? undefined : APPLIANCE_KINDS.exec(inLang(type, 'en'))?.[1].toLowerCase();
  return noun ? `appliance:${noun}` : entry.category;
}
