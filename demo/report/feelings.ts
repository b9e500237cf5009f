// What is said of one item: its kept pro and con, and what users say of it, only where a cited page
// records it. Depends on the item alone, so it reads the same in every report.
import type { Language, UserFeedbackSummary } from '@shared/api/generated/model';
import type { Claim } from '../types';
import { pick, TEXT } from './analysis-text';
import { contradiction } from './claims';
import type { Profile } from './profile';
import type { ReportSources } from './sources';

const others = (p: Profile, all: readonly Profile[]) => all.filter((o) => o !== p);

/** The item's pro, unless the scores in this report contradict it. */
export function keptPro(p: Profile, all: readonly Profile[], language: Language): string | undefined {
  return contradicted(p.entry.pro, 'pro', p, all) ? undefined : p.entry.pro[language];
}

/** Read in both languages with its tags, so a report keeps the same pros and cons in either. */
const contradicted = (text: Claim, kind: 'pro' | 'con', p: Profile, all: readonly Profile[]) =>
  contradiction(text.en, kind, p, others(p, all), text.about) ??
  contradiction(text.tr, kind, p, others(p, all), text.about);

/** The item's con, unless the scores in this report contradict it. */
export function keptCon(p: Profile, all: readonly Profile[], language: Language): string | undefined {
  return contradicted(p.entry.con, 'con', p, all) ? undefined : p.entry.con[language];
}

/**
 * What users think of one item, only where a page records it: a store's rating the catalogue cites
 * gives the overall sentiment, with that page as its source. The editors' rating, scores, pro and
 * con are not what users said, so an item without such a page gets no entry, and a rating alone
 * gives no "users praise …" point: what they praise is not in a rating.
 */
export function feedbackOf(p: Profile, language: Language, sources: ReportSources): UserFeedbackSummary | undefined {
  if (p.entry.sourced?.rating?.kind !== 'rating') return undefined;
  return {
    item_name: p.name,
    overall_sentiment: pick(TEXT.sentiment, p.entry.rating * 2, language),
    source_ref: sources.ref(p.entry, 'rating'),
  };
}
