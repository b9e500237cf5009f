// Builds the mock AI comparison report. Everything is derived from hashes of the item names, so
// the same query always reads the same, and every field stays within the contract's bounds.
import type {
  CompareFeature,
  Comparison,
  ComparisonItem,
  ComparisonResult,
  DetailedFeatureCategory,
  Language,
  SpecializedFeature,
  SpecializedFeatureCategory,
  UseCaseRecommendation,
} from '@/api/generated/model';
import { ALL_SECTIONS, FEATURE_SECTIONS, SUMMARY_SECTIONS, buildAnalyses } from './comparison-analyses';
import { tierOf } from './comparison-analysis-text';
import { bestBy, profileItems, sectionRng, worstBy, type ItemProfile } from './comparison-profile';
import { CRITERIA, REPORT_TEXT, formatNumber, type Criterion, type ReportText } from './comparison-text';

export interface BuildComparisonInput {
  id: string;
  query: string;
  /** 1 to 6 item names, in order (see splitComparisonItems). */
  items: string[];
  features: CompareFeature[];
  isDetailed: boolean;
  language: Language;
  createdAt: string;
}

const VALUE_KEYS = ['item1Value', 'item2Value', 'item3Value', 'item4Value', 'item5Value', 'item6Value'] as const;

const capitalize = (text: string, language: Language): string =>
  text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

function row(name: string, profiles: ItemProfile[], value: (p: ItemProfile) => string): SpecializedFeature {
  const feature: SpecializedFeature = { name };
  profiles.forEach((p, index) => {
    feature[VALUE_KEYS[index]] = value(p);
  });
  return feature;
}

function topCriterion(p: ItemProfile): Criterion {
  return CRITERIA.reduce((best, c) => (p.scores[c] > p.scores[best] ? c : best));
}

function buildItems(profiles: ItemProfile[], t: ReportText): ComparisonItem[] {
  const cheapest = worstBy(profiles, (p) => p.price).name;
  const priciest = bestBy(profiles, (p) => p.price).name;
  return profiles.map((p) => {
    const rng = sectionRng(p.name, 'pros');
    // Index 0 of each pool is about price; keep it consistent with the actual prices.
    const pros = p.name === priciest && profiles.length > 1 ? t.pros.slice(1) : t.pros;
    const cons = p.name === cheapest && profiles.length > 1 ? t.cons.slice(1) : t.cons;
    return { name: p.name, user_rating: p.rating, user_vote_count: p.votes, pros: rng.sample(pros, 3), cons: rng.sample(cons, 2) };
  });
}

function buildDifferences(profiles: ItemProfile[], t: ReportText, language: Language, count: number): string[] {
  if (profiles.length < 2) return [];
  const lines = CRITERIA.map((c) => {
    const best = bestBy(profiles, (p) => p.scores[c]);
    const worst = worstBy(profiles, (p) => p.scores[c]);
    return t.criterionLead(t.criterion[c], best.name, t.decimal(best.scores[c]), worst.name, t.decimal(worst.scores[c]));
  });
  const cheap = worstBy(profiles, (p) => p.price);
  const high = bestBy(profiles, (p) => p.price);
  lines.push(t.priceGap(cheap.name, t.price(cheap.price), high.name, t.price(high.price)));
  const rated = bestBy(profiles, (p) => p.rating);
  lines.push(t.ratingGap(rated.name, t.decimal(rated.rating), formatNumber(language === 'tr' ? 'tr-TR' : 'en-US', rated.votes)));
  return lines.slice(0, count);
}

function buildSpecialized(profiles: ItemProfile[], t: ReportText, language: Language): SpecializedFeatureCategory[] {
  const votesLocale = language === 'tr' ? 'tr-TR' : 'en-US';
  return [
    {
      category: t.keyFacts.title,
      features: [
        row(t.keyFacts.price, profiles, (p) => t.price(p.price)),
        row(t.keyFacts.rating, profiles, (p) => `${t.decimal(p.rating)} / 5`),
        row(t.keyFacts.votes, profiles, (p) => formatNumber(votesLocale, p.votes)),
        row(t.keyFacts.bestFor, profiles, (p) => t.bestFor[topCriterion(p)]),
      ],
    },
    {
      category: t.scoreTable.title,
      features: [
        ...CRITERIA.map((c) => row(capitalize(t.criterion[c], language), profiles, (p) => `${t.decimal(p.scores[c])} / 10`)),
        row(t.scoreTable.overall, profiles, (p) => `${t.decimal(p.overall)} / 10`),
      ],
    },
  ];
}

function buildUseCases(profiles: ItemProfile[], t: ReportText): UseCaseRecommendation[] {
  const leader = bestBy(profiles, (p) => p.overall);
  const make = (key: 'overall' | Criterion, p: ItemProfile, score: number): UseCaseRecommendation => ({
    use_case: t.useCases[key].title,
    recommended_item: p.name,
    reason: t.useCases[key].reason(p.name, t.decimal(score)),
  });
  // Prefer criteria won by someone other than the overall leader, so the advice is varied.
  const criteria = [...CRITERIA].sort((a, b) => {
    const aOther = bestBy(profiles, (p) => p.scores[a]) !== leader ? 0 : 1;
    const bOther = bestBy(profiles, (p) => p.scores[b]) !== leader ? 0 : 1;
    return aOther - bOther || CRITERIA.indexOf(b) - CRITERIA.indexOf(a);
  });
  return [
    make('overall', leader, leader.overall),
    ...criteria.slice(0, 2).map((c) => {
      const best = bestBy(profiles, (p) => p.scores[c]);
      return make(c, best, best.scores[c]);
    }),
  ];
}

function buildDetailed(profiles: ItemProfile[], t: ReportText): DetailedFeatureCategory[] {
  const d = t.detailed;
  // The "best" note goes only to a value no other item shares: a tie has no best.
  const values = (pick: (p: ItemProfile) => string, bestName: string) => {
    const picked = profiles.map((p) => ({ item_name: p.name, value: pick(p) }));
    const bestValue = picked.find((entry) => entry.item_name === bestName)?.value;
    const unique = picked.filter((entry) => entry.value === bestValue).length === 1;
    return picked.map((entry) => (unique && entry.item_name === bestName ? { ...entry, note: d.bestNote } : entry));
  };
  const easiest = bestBy(profiles, (p) => p.scores.usability).name;
  const mostReliable = bestBy(profiles, (p) => p.overall).name;
  return [
    {
      category: d.experience,
      rows: [
        { feature: d.setup, values: values((p) => d.minutes(5 + Math.round((10 - p.scores.usability) * 6)), easiest) },
        { feature: d.support, values: values((p) => t.tierWords[tierOf(p.scores.usability)], easiest) },
      ],
    },
    {
      category: d.ownership,
      rows: [
        { feature: d.updates, values: values((p) => d.frequency[tierOf(p.overall)], mostReliable) },
        { feature: d.warranty, values: values((p) => d.years(sectionRng(p.name, 'warranty').int(1, 3)), '') },
      ],
    },
  ];
}

export function buildComparison(input: BuildComparisonInput): Comparison {
  const { language, isDetailed } = input;
  const t = REPORT_TEXT[language];
  const features = [...new Set(input.features)];
  const profiles = profileItems(input.items.slice(0, 6));
  const leader = bestBy(profiles, (p) => p.overall);
  const rest = profiles.filter((p) => p !== leader);
  const runnerUp = rest.length ? bestBy(rest, (p) => p.overall) : leader;
  const items = buildItems(profiles, t);

  const selected = new Set(features.map((f) => FEATURE_SECTIONS[f]));
  const sections = features.length
    ? ALL_SECTIONS.filter((key) => selected.has(key))
    : isDetailed
      ? ALL_SECTIONS
      : SUMMARY_SECTIONS;

  const result: ComparisonResult = {
    summary: t.summary({
      list: t.joinList(profiles.map((p) => p.name)),
      leader: leader.name,
      leaderScore: t.decimal(leader.overall),
      runnerUp: runnerUp.name,
      runnerUpStrength: t.criterion[topCriterion(runnerUp)],
      cheapest: worstBy(profiles, (p) => p.price).name,
    }),
    items,
    differences: buildDifferences(profiles, t, language, isDetailed ? 6 : 4),
    similarities: t.similarities(t.joinList(profiles.map((p) => p.name))).slice(0, isDetailed ? 6 : 4),
    specialized_features: buildSpecialized(profiles, t, language),
    comparison_scores: profiles.map((p) => ({ item_name: p.name, scores: { ...p.scores }, overall_score: p.overall })),
    ...buildAnalyses(sections, profiles, language),
    use_case_recommendations: buildUseCases(profiles, t),
    user_feedback_summary: profiles.map((p, index) => ({
      item_name: p.name,
      overall_sentiment: t.sentimentLabel(p.rating),
      positive_points: items[index].pros,
      negative_points: items[index].cons,
    })),
    // A poll needs at least two options (contract), so a single-item report has none.
    ...(profiles.length >= 2
      ? {
          poll: {
            question: t.pollQuestion,
            options: profiles.map((p) => ({ label: p.name, votes: p.pollVotes })),
            total_votes: profiles.reduce((sum, p) => sum + p.pollVotes, 0),
            user_vote: null,
          },
        }
      : {}),
    ...(isDetailed ? { detailed_feature_comparison: buildDetailed(profiles, t) } : {}),
  };

  return {
    id: input.id,
    query: input.query,
    items: profiles.map((p) => p.name),
    features,
    isDetailed,
    createdAt: input.createdAt,
    language,
    result,
  };
}
