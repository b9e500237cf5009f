// The words for the four criteria in a given set of items: the family's own ("driving
// performance" for cars) when every item is of one family, plain words across families (locale
// data, demo/i18n 'criteria').
import type { Language } from '@shared/api/generated/model';
import { FAMILY_TEXT, type Criterion } from '../categories';
import { DEMO_TEXTS } from '../i18n';
import type { Profile } from './profile';

/** True when every profile is of one category (and so one wording family). */
export const sameCategory = (profiles: readonly Profile[]): boolean =>
  profiles.every((p) => p.category.id === profiles[0]?.category.id);

/** The criterion's words for this set of items: the family's, or plain words across categories. */
export function criterionWord(profiles: readonly Profile[], criterion: Criterion, language: Language): string {
  if (profiles.length && profiles.every((p) => p.category.family === profiles[0].category.family)) {
    return FAMILY_TEXT[profiles[0].category.family].criteria[criterion][language];
  }
  return DEMO_TEXTS[language].criteria[criterion];
}
