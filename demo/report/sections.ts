// The per-item analysis sections of a report, one builder per selectable feature. Each field is
// written only when it fits the item's category (applies.ts): a field that does not fit is left
// out, an item with nothing left in a section is left out of it, and a section nobody fits is
// left out of the report. Nothing says "not applicable".
import type {
  CompareFeature,
  ComparisonResult,
  DesignAnalysis,
  Language,
  PerformanceAnalysis,
  PricingAnalysis,
  SecurityPrivacyAnalysis,
  SentimentAnalysis,
  SustainabilityAnalysis,
  UsabilityAnalysis,
} from '@shared/api/generated/model';
import { isPlace } from '../categories';
import type { CategoryId } from '../types';
import { inLang, type Bi } from '../types';
import { DEMO_TEXTS } from '../i18n';
import { TEXT, pick } from './analysis-text';
import { sustainabilityClaim } from './brand-claim';
import { fits, type Field } from './applies';
import { criterionWord } from './criteria';
import { colour } from './colours';
import { capitalise, priceText, score } from './format';
import type { Profile } from './profile';
import type { ReportSources } from './sources';
import type { AnalysisKey } from '@shared/report-shape';

export type { AnalysisKey };

export const FEATURE_SECTIONS: Record<CompareFeature, AnalysisKey> = {
  price: 'pricing_analysis',
  performance: 'performance_analysis',
  usability: 'usability_analysis',
  design: 'design_analysis',
  sentiment: 'sentiment_analysis',
  security_and_privacy: 'security_and_privacy_analysis',
  sustainability: 'sustainability_analysis',
};

export const ALL_SECTIONS: readonly AnalysisKey[] = Object.values(FEATURE_SECTIONS);

/** A summary report without selected features keeps the three sections most people read. */
export const SUMMARY_SECTIONS: readonly AnalysisKey[] = [
  'pricing_analysis',
  'usability_analysis',
  'performance_analysis',
];

/**
 * The analysis sections a request asks for, in the report's order: the selected features' sections,
 * else every section for a detailed report, else the summary three. The reference server's AI
 * provider asks a model for exactly these, so both writers answer a request the same way.
 */
export function requestedSections(features: readonly CompareFeature[], isDetailed: boolean): readonly AnalysisKey[] {
  if (!features.length) return isDetailed ? ALL_SECTIONS : SUMMARY_SECTIONS;
  const selected = new Set(features.map((feature) => FEATURE_SECTIONS[feature]));
  return ALL_SECTIONS.filter((key) => selected.has(key));
}

/** The demo writer's price words that are said of no category in particular (demo/i18n, "sections"). */
const word = (key: keyof (typeof DEMO_TEXTS)['en']['sections']): Bi => ({
  en: DEMO_TEXTS.en.sections[key],
  tr: DEMO_TEXTS.tr.sections[key],
});

/**
 * The price cell of a profile, shared by the price row, the pricing analysis and the summary. An
 * item with no figure is told as its category says (a free framework's open licence, a city's cost
 * of living), else in general words: a free service (TRT's Tabii, Copilot's free tier) has no
 * licence to speak of. A product always has a single price (coverage.test.ts).
 */
export function priceCell(p: Profile, language: Language): string {
  const text = priceText(p.entry, language);
  if (text !== null) return text;
  const notes = p.category.priceNotes;
  const note =
    p.entry.price.model === 'free'
      ? (notes?.free ?? word('freeToUse'))
      : (notes?.no_single_price ?? word('noSinglePrice'));
  return note[language];
}

/** How the item's price moves: as its category says for its price model, or from a one-off price's age. */
function priceTrend(p: Profile): Bi | undefined {
  const { model } = p.entry.price;
  if (model !== 'one_off') return p.category.priceNotes?.trend?.[model];
  // A brand's configuration (large appliances) has no launch year: no age to read a trend from.
  if (!p.entry.year) return undefined;
  // No figure for the newer ones: how deep campaigns cut is not recorded in the catalogue.
  return p.entry.year <= 2022 ? word('olderModel') : word('nearLaunch');
}

/** The object without its undefined fields: a field that does not fit is absent, not empty. */
function present<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The value when the field fits the item, else undefined (left out). */
const when = <T>(p: Profile, field: Field, value: () => T | undefined): T | undefined =>
  fits(p, field) ? value() : undefined;

/** The source of the price cell: the catalogue's price, or its word that there is no single one. */
export const priceRef = (p: Profile, sources: ReportSources): string => sources.ref(p.entry, 'price');

const pricing = (p: Profile, language: Language, _all: readonly Profile[], sources: ReportSources): PricingAnalysis =>
  present({
    item_name: p.name,
    current_price: priceCell(p, language),
    current_price_source_ref: priceRef(p, sources),
    price_trend: when(p, 'priceTrend', () => priceTrend(p)?.[language]),
    resale_value_factor: when(p, 'resale', () =>
      pick(TEXT.resale, p.entry.brand === 'Apple' ? 9 : p.overall, language),
    ),
  });

const usability = (p: Profile, language: Language): UsabilityAnalysis =>
  present({
    item_name: p.name,
    ease_of_use: when(p, 'easeOfUse', () => pick(easeOfUseText(p), p.scores.usability, language)),
    learning_curve: when(p, 'learningCurve', () =>
      pick(
        p.category.family === 'software' ? TEXT.learningCurveSoftware : TEXT.learningCurve,
        p.scores.usability,
        language,
      ),
    ),
    accessibility: when(p, 'accessibility', () => TEXT.accessibility[language]),
    user_interface: when(p, 'userInterface', () => pick(TEXT.userInterface, p.scores.design, language)),
  });

function easeOfUseText(p: Profile) {
  if (p.category.family === 'city') return TEXT.gettingAroundCity;
  if (isPlace(p.category)) return TEXT.gettingAround;
  if (p.category.family === 'software') return TEXT.adoption;
  return TEXT.easeOfUse;
}

function design(p: Profile, language: Language): DesignAnalysis {
  const physical = p.entry.physical;
  if (!p.category.physical || !physical) return { item_name: p.name };
  const weight = p.entry.specs.weight;
  return present({
    item_name: p.name,
    materials: when(p, 'materials', () => physical.materials[language]),
    color_options: when(p, 'colours', () =>
      physical.colours.length ? physical.colours.map((c) => colour(c, language)) : undefined,
    ),
    ergonomics: when(p, 'ergonomics', () => {
      const text = pick(TEXT.ergonomics, p.scores.usability, language);
      return weight ? `${text} ${language === 'tr' ? 'Ağırlık' : 'Weight'}: ${inLang(weight, language)}.` : text;
    }),
    build_quality: when(p, 'buildQuality', () => pick(TEXT.buildQuality, p.scores.design, language)),
  });
}

const KEY_SPEC: Partial<Record<CategoryId, string>> = {
  phone: 'chip',
  laptop: 'chip',
  tablet: 'chip',
  console: 'gpu',
  camera: 'sensor',
  tv: 'panel',
  car: 'powertrain',
  vacuum: 'suction',
  coffee_machine: 'pressure',
  air_fryer: 'power',
  washing_machine: 'capacity',
  dishwasher: 'capacity',
  refrigerator: 'type',
  headphones: 'anc',
};

/**
 * "<row label>: <value>." for a spec row of the item's category, when the item states it: the row
 * that says how far a charge or a tank goes (the category's `efficiency`) is told from facts, not
 * guessed.
 */
function specLine(p: Profile, key: string | undefined, language: Language): string | undefined {
  const label = p.category.rows.find(([row]) => row === key)?.[1];
  const value = key === undefined ? undefined : p.entry.specs[key];
  return label && value !== undefined ? `${label[language]}: ${inLang(value, language)}.` : undefined;
}

function performance(p: Profile, language: Language): PerformanceAnalysis {
  const key = KEY_SPEC[p.category.id];
  const spec = key ? p.entry.specs[key] : undefined;
  const word = criterionWord([p], 'performance', language);
  const index =
    language === 'tr'
      ? `${capitalise(word, language)} için demo puanı ${score(p.scores.performance, language)}/10 (editoryal bir tahmin, ölçülmüş bir test sonucu değil)`
      : `Demo score for ${word}: ${score(p.scores.performance, language)}/10 (an editorial estimate, not a measured benchmark)`;
  return present({
    item_name: p.name,
    speed: when(p, 'speed', () =>
      p.category.id === 'car'
        ? specLine(p, 'acceleration', language)
        : pick(TEXT.speed, p.scores.performance, language),
    ),
    efficiency: when(p, 'efficiency', () => specLine(p, p.category.efficiency, language)),
    reliability: when(p, 'reliability', () => pick(TEXT.reliability, p.overall, language)),
    benchmarks: when(p, 'benchmarks', () => (spec ? `${inLang(spec, language)}. ${index}.` : `${index}.`)),
  });
}

/**
 * How users feel about an item is in their reviews, and the catalogue records no page of users'
 * reviews for any item: the editors' scores, rating, pros and cons are not what users felt. So the
 * entry names the item alone, which leaves it (and the section, for every item) out of the report.
 */
function sentiment(p: Profile): SentimentAnalysis {
  return { item_name: p.name };
}

function security(p: Profile, language: Language): SecurityPrivacyAnalysis {
  const software = p.category.family === 'software';
  return present({
    item_name: p.name,
    // What every item of the category has, as its data file says; a category that says none lists none.
    security_features: when(p, 'securityFeatures', () => p.category.security?.map((f) => f[language])),
    privacy_policy_summary: when(p, 'privacy', () => TEXT.privacy[language]),
    known_vulnerabilities: when(p, 'vulnerabilities', () =>
      language === 'tr'
        ? 'Demo kataloğunda açık bir güvenlik sorunu kaydı yok; güncel duyuruları kontrol edin.'
        : 'No open issue is recorded in the demo catalogue; check current advisories.',
    ),
    data_usage_policy: when(p, 'dataUsage', () =>
      software && p.category.id !== 'cloud'
        ? language === 'tr'
          ? 'Veriler sizin altyapınızda kalır; yönetilen hizmetlerde sağlayıcının politikası geçerli.'
          : 'Data stays on your infrastructure; managed offerings follow the provider’s policy.'
        : language === 'tr'
          ? 'Hesap ve kullanım verileri hizmeti sunmak ve kişiselleştirmek için kullanılıyor; ayrıntılar gizlilik politikasında.'
          : 'Account and usage data is used to run and personalise the service; details are in its privacy policy.',
    ),
  });
}

function sustainability(
  p: Profile,
  language: Language,
  _all: readonly Profile[],
  sources: ReportSources,
): SustainabilityAnalysis {
  const claim = sustainabilityClaim(p.entry, language, sources);
  const physical = p.category.physical ? p.entry.physical : undefined;
  // A car's own range or consumption, never a line about cars in general (none when it is unstated);
  // any other item gets what its category's data file says of its kind.
  const energy = when(p, 'energy', () =>
    p.category.id === 'car'
      ? p.entry.specs.range === undefined
        ? undefined
        : inLang(p.entry.specs.range, language)
      : p.category.energy?.[language],
  );
  // An editorial estimate from the materials: metal and recycled content recycle best.
  const materials = physical?.materials.en.toLowerCase() ?? '';
  const metal = /(aluminium|titanium|steel|magnesium|metal)/.test(materials);
  const recyclability = Math.min(5, (metal ? 3.5 : 2.5) + (/recycled/.test(materials) || physical?.eco ? 0.5 : 0));
  const recyclabilityScore = physical ? when(p, 'recyclability', () => recyclability) : undefined;
  // A car's range is its spec row's fact; the line a category gives its kind is the editors'.
  const energyRef =
    energy === undefined ? undefined : sources.ref(p.entry, p.category.id === 'car' ? 'range' : 'energy');
  return present({
    item_name: p.name,
    eco_friendly_materials: physical?.eco,
    eco_friendly_materials_source_ref: physical?.eco === undefined ? undefined : sources.ref(p.entry, 'eco'),
    energy_consumption: energy,
    energy_consumption_source_ref: energyRef,
    recyclability_score: recyclabilityScore,
    recyclability_score_source_ref:
      recyclabilityScore === undefined ? undefined : sources.ref(p.entry, 'recyclability'),
    company_sustainability_efforts: claim?.text,
    company_sustainability_efforts_source_ref: claim?.ref,
  });
}

const BUILDERS = {
  pricing_analysis: pricing,
  usability_analysis: usability,
  design_analysis: design,
  performance_analysis: performance,
  sentiment_analysis: sentiment,
  security_and_privacy_analysis: security,
  sustainability_analysis: sustainability,
} as const;

export function buildAnalyses(
  sections: readonly AnalysisKey[],
  profiles: readonly Profile[],
  language: Language,
  sources: ReportSources,
): Partial<ComparisonResult> {
  const result: Partial<Record<AnalysisKey, unknown[]>> = {};
  if (profiles.length === 0) return {};
  for (const key of sections) {
    const build = BUILDERS[key] as (
      p: Profile,
      language: Language,
      all: readonly Profile[],
      sources: ReportSources,
    ) => object;
    // An item with nothing that fits this section is left out of it; a section nobody fits is left out.
    const entries = profiles
      .map((p) => build(p, language, profiles, sources))
      .filter((entry) => Object.keys(entry).length > 1);
    if (entries.length) result[key] = entries;
  }
  return result as Partial<ComparisonResult>;
}
