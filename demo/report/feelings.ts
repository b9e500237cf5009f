// How one item is felt, from its own scores and rating: its strongest criteria give the positive
// emotions, its weakest the negative ones, so two items read alike only when their figures do; its
// kept pro and con; and what users say of it, only where a cited page records it. Depends on the
// item alone, so it reads the same in every report.
import type { Language, UserFeedbackSummary } from '@shared/api/generated/model';
import { CRITERIA, isPlace, SMALL_APPLIANCES, type Criterion } from '../categories';
import { L, type Bi, type Claim } from '../types';
import { pick, TEXT } from './analysis-text';
import { contradiction } from './claims';
import type { Profile } from './profile';
import type { ReportSources } from './sources';

const POSITIVE: Record<Criterion, Bi> = {
  design: L('admiration', 'beğeni'),
  usability: L('ease', 'rahatlık'),
  performance: L('excitement', 'heyecan'),
  pricing: L('satisfaction with the price', 'fiyatından memnuniyet'),
};
const NEGATIVE: Record<Criterion, Bi> = {
  design: L('disappointment', 'hayal kırıklığı'),
  usability: L('frustration', 'bıkkınlık'),
  performance: L('impatience', 'sabırsızlık'),
  pricing: L('worry about the price', 'fiyat kaygısı'),
};
/** A place is felt differently: its scenery awes, its sights make curious, long transfers tire. */
const PLACE_POSITIVE: Partial<Record<Criterion, Bi>> = {
  design: L('awe', 'hayranlık'),
  performance: L('curiosity', 'merak'),
};
const PLACE_NEGATIVE: Partial<Record<Criterion, Bi>> = {
  usability: L('fatigue', 'yorgunluk'),
  performance: L('boredom', 'sıkılma'),
};
/**
 * Nobody is thrilled by a washing machine, a bank or a database working well: for things used for a
 * job rather than enjoyed, strong performance brings satisfaction, not excitement.
 */
const UTILITY_POSITIVE: Partial<Record<Criterion, Bi>> = {
  performance: L('satisfaction with how it performs', 'performansından memnuniyet'),
};
const isUtility = (p: Profile): boolean =>
  ['white_goods', 'bank', 'telecom', 'delivery', 'software'].includes(p.category.family) ||
  SMALL_APPLIANCES.includes(p.category.id);
const TRUST = L('trust', 'güven');
const JOY = L('joy', 'keyif');

/** The item's criteria from its best to its worst (ties in the usual order). */
const ranked = (p: Profile): Criterion[] => [...CRITERIA].sort((a, b) => p.scores[b] - p.scores[a]);

export function feelings(p: Profile): { positive: Bi[]; negative: Bi[] } {
  const place = isPlace(p.category);
  const order = ranked(p);
  const strong = order.filter((c) => p.scores[c] >= 8);
  const good = (strong.length ? strong : order.slice(0, 1)).slice(0, 2);
  const utility = isUtility(p);
  const positive = good.map((c) => (place && PLACE_POSITIVE[c]) || (utility && UTILITY_POSITIVE[c]) || POSITIVE[c]);
  if (p.entry.rating >= 4.5) positive.push(place ? JOY : TRUST);
  const low = order
    .slice()
    .reverse()
    .filter((c) => p.scores[c] < 8 && !good.includes(c));
  const bad = (low.length ? low : order.slice(-1)).slice(0, 2);
  const negative = bad.map((c) => (place && PLACE_NEGATIVE[c]) || NEGATIVE[c]);
  return { positive, negative };
}

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
