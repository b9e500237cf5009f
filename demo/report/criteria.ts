// The words for the four criteria in a given set of items: the family's own ("driving
// performance" for cars) when every item is of one family, plain words across families.
import type { Language } from '@shared/api/generated/model';
import { FAMILY_TEXT, type Criterion } from '../categories';
import type { Profile } from './profile';

const GENERIC = {
  design: { en: 'design', tr: 'tasarım' },
  usability: { en: 'ease of use', tr: 'kullanım kolaylığı' },
  performance: { en: 'performance', tr: 'performans' },
  pricing: { en: 'value for money', tr: 'fiyat/performans' },
};

/** True when every profile is of one category (and so one wording family). */
export const sameCategory = (profiles: readonly Profile[]): boolean =>
  profiles.every((p) => p.category.id === profiles[0]?.category.id);

/** The criterion's words for this set of items: the family's, or plain words across categories. */
export function criterionWord(profiles: readonly Profile[], criterion: Criterion, language: Language): string {
  if (profiles.length && profiles.every((p) => p.category.family === profiles[0].category.family)) {
    return FAMILY_TEXT[profiles[0].category.family].criteria[criterion][language];
  }
  return GENERIC[criterion][language];
}
