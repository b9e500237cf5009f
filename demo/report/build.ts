// Writes a whole comparison report from item names: identifies each item in the catalogue,
// compares only those it knows, admits the rest by name, and fills every section the request
// asks for. Pure and deterministic: the same names, features and language give the same report.
import type {
  CompareFeature,
  ComparisonItem,
  ComparisonResult,
  DetailedFeatureCategory,
  Language,
  SpecializedFeature,
  SpecializedFeatureCategory,
  UseCaseRecommendation,
} from '@shared/api/generated/model';
import { CATEGORIES, CRITERIA, FAMILY_TEXT, isPlace } from '../categories';
import { identifyAll } from '../catalogue';
import { DEMO_TEXTS, fill } from '../i18n';
import { inLang } from '../types';
import { capitalise, score } from './format';
import { feedbackOf, keptCon, keptPro } from './feelings';
import { allEqual, criterionValue, laggards, leaders, priceGroup, priceOf, profileOf, type Profile } from './profile';
import { buildAnalyses, priceCell, priceRef, requestedSections } from './sections';
import { bestValueRecommendation, criterionWord, differences, sameCategory, similarities, summary } from './sentences';
import { quoteFigures } from './quoted-figures';
import { reportVerdict } from './report-verdict';
import { ReportSources } from './sources';
import { WORDS } from './words';
import { judge, purposeFor, purposeKinds, verdictFor, type Judgement } from '../judgement';

const VALUE_KEYS = ['item1Value', 'item2Value', 'item3Value', 'item4Value', 'item5Value', 'item6Value'] as const;

export interface ReportInput {
  items: string[];
  /** The query's purpose as typed ("koşu için", "for students"), if it gives one. */
  purpose?: string;
  features: CompareFeature[];
  isDetailed: boolean;
  language: Language;
}

export type ReportOutcome =
  | {
      ok: true;
      result: ComparisonResult;
      known: Profile[];
      unknown: string[];
      /** True when the purpose asked for was judged with its own weights (so the summary says so). */
      judgedForPurpose: boolean;
    }
  | { ok: false; message: string };

/** A spec row: each item's value and, when it prints a fact, the source of that fact (`ref`). */
function row(
  name: string,
  profiles: readonly Profile[],
  value: (p: Profile) => string | null,
  ref: (p: Profile) => string | null = () => null,
): SpecializedFeature {
  const feature: SpecializedFeature = { name };
  const refs: (string | null)[] = [];
  profiles.forEach((p, index) => {
    const printed = value(p);
    feature[VALUE_KEYS[index]] = printed;
    refs.push(printed === null ? null : ref(p));
  });
  return refs.some((r) => r !== null) ? { ...feature, source_refs: refs } : feature;
}

function specialized(
  profiles: readonly Profile[],
  language: Language,
  sources: ReportSources,
): SpecializedFeatureCategory[] {
  if (!profiles.length) return [];
  const t = DEMO_TEXTS[language];
  const facts: SpecializedFeature[] = [];
  const mixed = !sameCategory(profiles);
  if (mixed) facts.push(row(t.build.category, profiles, (p) => capitalise(p.category.one[language], language)));
  if (profiles.some((p) => !isPlace(p.category)))
    facts.push(
      row(
        t.build.brandOrProvider,
        profiles,
        (p) => (isPlace(p.category) ? null : p.entry.brand),
        (p) => sources.ref(p.entry, 'brand'),
      ),
    );
  // A family with no year row (null) gets none.
  const yearLabel = mixed ? t.facts.year : (FAMILY_TEXT[profiles[0].category.family].year?.[language] ?? null);
  if (yearLabel !== null && profiles.some((p) => p.entry.year > 0))
    facts.push(
      row(
        yearLabel,
        profiles,
        (p) => (p.entry.year > 0 ? String(p.entry.year) : null),
        (p) => sources.ref(p.entry, 'year'),
      ),
    );
  const monthly = profiles.every((p) => p.entry.price.model === 'monthly');
  facts.push(
    row(
      monthly ? t.build.pricePerMonth : t.facts.typicalPrice,
      profiles,
      (p) => priceCell(p, language),
      (p) => priceRef(p, sources),
    ),
  );
  // No user rating row: the catalogue's ratings have no store or vote count behind them.
  const tables: SpecializedFeatureCategory[] = [{ category: t.build.keyFacts, features: facts }];
  // One spec table per category present; items of another category have no value there (null = not known for it).
  for (const id of [...new Set(profiles.map((p) => p.category.id))]) {
    const category = CATEGORIES[id];
    // A row no item of the category has a value for is left out, not shown empty.
    const features = category.rows
      .filter(([key]) => profiles.some((p) => p.category.id === id && p.entry.specs[key] !== undefined))
      .map(([key, label]) =>
        row(
          inLang(label, language),
          profiles,
          (p) =>
            p.category.id === id && p.entry.specs[key] !== undefined ? inLang(p.entry.specs[key], language) : null,
          (p) => sources.ref(p.entry, key),
        ),
      );
    const title = category.physical ? t.build.specifications : t.build.serviceDetails;
    tables.push({ category: mixed ? `${title}: ${category.many[language]}` : title, features });
  }
  return tables;
}

function items(profiles: readonly Profile[], language: Language): ComparisonItem[] {
  const w = WORDS[language];
  const group = priceGroup(profiles);
  const cheap = group.length >= 2 && !allEqual(group, priceOf) ? laggards(group, priceOf) : [];
  const dear = group.length >= 2 && !allEqual(group, priceOf) ? leaders(group, priceOf) : [];
  return profiles.map((p) => {
    // The catalogue's pro and con, unless this report's scores contradict them ("faster" beside a lower score).
    // A pro or a con is a fact with its value or an editor's opinion: a score restated as a "con"
    // ("lowest design score here") tells nothing the scores table does not.
    const pros = [keptPro(p, profiles, language)].filter((x): x is string => !!x);
    const cons = [keptCon(p, profiles, language)].filter((x): x is string => !!x);
    if (cheap.length === 1 && cheap[0] === p) pros.push(w.cheapestHere(priceCell(p, language), group.length));
    if (dear.length === 1 && dear[0] === p) cons.push(w.dearestHere(priceCell(p, language), group.length));
    // No rating or vote count: the catalogue has no store's rating to cite, and one is never made up.
    // A list with nothing true in it is left out, not shown empty.
    return {
      name: p.name,
      ...(pros.length ? { pros: pros.slice(0, 3) } : {}),
      ...(cons.length ? { cons: cons.slice(0, 3) } : {}),
    };
  });
}

function recommendations(profiles: readonly Profile[], judgement: Judgement | undefined, language: Language) {
  if (profiles.length < 2 || !judgement) return [];
  const w = WORDS[language];
  const s = (v: number) => score(v, language);
  const result: UseCaseRecommendation[] = [];
  const top = judgement.winner;
  // The purpose's pick first, with the facts that decide it; no score is shown, as none is its reason.
  if (top && judgement.purpose)
    result.push({
      use_case: w.forPurpose(judgement.purpose.label[language]),
      recommended_item: top.name,
      reason: verdictFor(judgement, profiles, language),
    });
  const value = bestValueRecommendation(profiles, judgement, language);
  if (value) result.push(value);
  const family = sameCategory(profiles) ? FAMILY_TEXT[profiles[0].category.family] : FAMILY_TEXT.device;
  // Criteria won by someone other than the leader first: the advice should add something.
  const wins = CRITERIA.map((c) => ({ c, best: leaders(profiles, criterionValue(c)) }))
    .filter(({ best }) => best.length === 1)
    .sort((a, b) => Number(a.best[0] === top) - Number(b.best[0] === top));
  for (const { c, best } of wins.slice(0, 3)) {
    result.push({
      use_case: family.useCase[c][language],
      recommended_item: best[0].name,
      reason: w.bestAtReason(best[0].name, criterionWord(profiles, c, language), s(best[0].scores[c])),
      criterion: c,
    });
  }
  return result.slice(0, 4);
}

/**
 * The section with an entry for each item whose users' feedback a cited page records; left out
 * when no item has one. Written in its place in the report, so its sources are listed in the order
 * a reader meets them.
 */
function feedback(profiles: readonly Profile[], language: Language, sources: ReportSources) {
  const entries = profiles.flatMap((p) => feedbackOf(p, language, sources) ?? []);
  return entries.length ? { user_feedback_summary: entries } : {};
}

function detailed(profiles: readonly Profile[], language: Language, sources: ReportSources): DetailedFeatureCategory[] {
  if (!profiles.length) return [];
  const t = DEMO_TEXTS[language].build;
  const best = t.bestHere;
  const scored = (criterion: (typeof CRITERIA)[number]) => {
    const value = criterionValue(criterion);
    const top = leaders(profiles, value);
    return {
      feature: capitalise(criterionWord(profiles, criterion, language), language),
      values: profiles.map((p) => ({
        item_name: p.name,
        value: `${score(value(p), language)} / 10`,
        source_ref: sources.ref(p.entry, 'scores'),
        ...(profiles.length > 1 && top.length === 1 && top[0] === p ? { note: best } : {}),
      })),
    };
  };
  // A warranty row only when every item is a product one can buy new: it says what each one gets.
  const warranty = (p: Profile) => (p.entry.official === false ? t.noOfficialWarranty : t.statutoryWarranty);
  const ownership = [
    {
      feature: t.howYouPay,
      values: profiles.map((p) => ({
        item_name: p.name,
        value: t.priceModel[p.entry.price.model],
        source_ref: sources.ref(p.entry, 'price'),
      })),
    },
    ...(profiles.every((p) => p.category.physical)
      ? [
          {
            feature: t.warranty,
            values: profiles.map((p) => ({
              item_name: p.name,
              value: warranty(p),
              source_ref: sources.ref(p.entry, 'official'),
            })),
          },
        ]
      : []),
  ];
  return [
    { category: t.ownership, rows: ownership },
    { category: t.demoScores, rows: CRITERIA.map(scored) },
  ];
}

function poll(profiles: readonly Profile[], language: Language): ComparisonResult['poll'] | undefined {
  // The contract wants at least two options. Votes are what users cast, not what the engine
  // imagines: a new report's poll has none (the server adds each vote as it is cast).
  if (profiles.length < 2) return undefined;
  return {
    question: WORDS[language].pollQuestion,
    options: profiles.map((p) => ({ label: p.name, votes: 0 })),
    total_votes: 0,
    user_vote: null,
  };
}

const refusal = (language: Language, name: string) =>
  fill(DEMO_TEXTS[language].build.sameItemTwice, language, { name });

export function writeReport(input: ReportInput): ReportOutcome {
  const { language } = input;
  const found: Profile[] = [];
  const unknown: string[] = [];
  const seen = new Map<string, string>();
  const asked = input.items.slice(0, 6);
  // Together, so a bare brand beside an appliance of its kind is identified ("… mi Bosch mu?"), and
  // a name held in two kinds is read as the kind the purpose asks about ("… tatil için").
  const matches = identifyAll(asked, input.purpose ? purposeKinds(input.purpose) : []);
  for (const [index, name] of asked.entries()) {
    const match = matches[index];
    if (match.kind === 'unknown') {
      unknown.push(name);
      continue;
    }
    // "PS5 vs PlayStation 5": the same product twice is not a comparison.
    if (seen.has(match.entry.id))
      return { ok: false, message: refusal(language, profileOf(match.entry, language).name) };
    seen.set(match.entry.id, name);
    found.push(profileOf(match.entry, language));
  }
  const known = found;
  const features = [...new Set(input.features)];
  const sections = requestedSections(features, input.isDetailed);
  const limit = input.isDetailed ? 8 : 5;
  const pollResult = poll(known, language);
  const sources = new ReportSources(language);
  const purpose =
    input.purpose && sameCategory(known) && known.length ? purposeFor(input.purpose, known[0].category.id) : undefined;
  const judgement = known.length >= 2 ? judge(known, purpose, language) : undefined;
  const cases = recommendations(known, judgement, language);
  const result: ComparisonResult = {
    summary: summary(known, unknown, language, judgement),
    ...(judgement
      ? { verdict: reportVerdict(judgement, known, language, (entry, attribute) => sources.ref(entry, attribute)) }
      : {}),
    // The contract needs at least one item; when none is known, the names alone, with nothing made up.
    items: known.length ? items(known, language) : unknown.map((name) => ({ name })),
    ...(known.length >= 2
      ? { differences: differences(known, language, limit), similarities: similarities(known, language, limit) }
      : {}),
    ...(known.length ? { specialized_features: specialized(known, language, sources) } : {}),
    ...(known.length
      ? {
          comparison_scores: known.map((p) => ({
            item_name: p.name,
            scores: { ...p.scores },
            overall_score: p.overall,
            source_ref: sources.ref(p.entry, 'scores'),
          })),
        }
      : {}),
    ...buildAnalyses(sections, known, language, sources),
    ...(cases.length ? { use_case_recommendations: cases } : {}),
    ...feedback(known, language, sources),
    ...(pollResult ? { poll: pollResult } : {}),
    ...(input.isDetailed && known.length ? { detailed_feature_comparison: detailed(known, language, sources) } : {}),
    ...(unknown.length ? { unidentified_items: unknown } : {}),
  };
  // Last, once every figure has named its source: the sentences name those of the figures they
  // quote, and the list holds exactly the sources used.
  quoteFigures(result, known, language, sources);
  if (sources.list().length) result.sources = sources.list();
  return { ok: true, result, known, unknown, judgedForPurpose: purpose !== undefined };
}
