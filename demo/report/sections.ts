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
import { isPlace, type Family } from '../categories';
import type { CategoryId } from '../types';
import { L, inLang, type Bi } from '../types';
import { brandData } from '../catalogue';
import { EDITORIAL_ESTIMATE, type BrandClaim } from '../catalogue/schema';
import type { Evidence } from '../evidence';
import { TEXT, pick } from './analysis-text';
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

const PRICE_NOTE: Record<'free' | 'freeService' | 'varies' | 'perOrder' | 'livingCost', Bi> = {
  free: L('Free to use (open source or a free licence)', 'Ücretsiz (açık kaynak ya da ücretsiz lisans)'),
  // A free service (TRT's Tabii, Copilot's free tier) has no licence to speak of.
  freeService: L('Free to use', 'Ücretsiz'),
  varies: L(
    'No single price: depends on the plan, product or season',
    'Tek bir fiyatı yok: pakete, ürüne ya da sezona göre değişiyor',
  ),
  // A city to live in has no price tag: what it costs is rent and living, by district.
  livingCost: L(
    'No single price: the cost of living depends on the district and the rent',
    'Tek bir fiyatı yok: yaşam maliyeti semte ve kiraya göre değişiyor',
  ),
  // A delivery app costs nothing; each order does.
  perOrder: L(
    'Free app; each order costs its basket, plus any delivery fee',
    'Uygulama ücretsiz; sipariş tutarı sepete ve varsa teslimat ücretine göre değişiyor',
  ),
};

/** What an item with no single price is told as: by what it is (a product always has one: coverage.test.ts). */
const noSinglePrice = (p: Profile): 'varies' | 'perOrder' | 'livingCost' =>
  p.category.family === 'delivery' ? 'perOrder' : p.category.family === 'city' ? 'livingCost' : 'varies';

/** The price cell of a profile, shared by the price row, the pricing analysis and the summary. */
export function priceCell(p: Profile, language: Language): string {
  const text = priceText(p.entry, language);
  if (text !== null) return text;
  const free = p.category.family === 'software' ? 'free' : 'freeService';
  return PRICE_NOTE[p.entry.price.model === 'free' ? free : noSinglePrice(p)][language];
}

/** How monthly prices have moved, by family (a subscription's wording unless another fits better). */
const MONTHLY_TREND: Partial<Record<Family, Bi>> = {
  telecom: L(
    'Operators in Türkiye have raised prices more than once a year recently.',
    "Türkiye'de operatörler son dönemde fiyatlarını yılda birden fazla kez artırdı.",
  ),
  assistant: L(
    'Set in US dollars, so the lira price follows the exchange rate.',
    'Fiyat ABD doları üzerinden belirleniyor; TL karşılığı kura göre değişiyor.',
  ),
};

function priceTrend(p: Profile): Bi | undefined {
  const { model } = p.entry.price;
  if (model === 'monthly')
    return (
      MONTHLY_TREND[p.category.family] ??
      L(
        'Subscription prices in Türkiye have risen more than once a year recently.',
        "Türkiye'de abonelik fiyatları son dönemde yılda birden fazla kez arttı.",
      )
    );
  if (model === 'free')
    return p.category.family === 'software'
      ? L(
          'Stays free; hosting and support are where money goes.',
          'Ücretsiz kalıyor; para barındırmaya ve desteğe gidiyor.',
        )
      : p.category.family === 'assistant'
        ? L(
            'Free to use; the paid plan row lists any paid extras.',
            'Ücretsiz kullanılabiliyor; ücretli ek seçenekler ücretli paket satırında.',
          )
        : undefined;
  if (model === 'varies')
    return p.category.family === 'travel'
      ? L('Follows the exchange rate and the season.', 'Döviz kuruna ve sezona göre değişiyor.')
      : undefined;
  // A brand's configuration (large appliances) has no launch year: no age to read a trend from.
  if (!p.entry.year) return undefined;
  return p.entry.year <= 2022
    ? L(
        'An older model: usually found below its launch price.',
        'Eski bir model: genellikle çıkış fiyatının altında bulunuyor.',
      )
    : // No figure: how deep campaigns cut is not recorded in the catalogue.
      L(
        'Close to its launch price; campaign discounts come and go.',
        'Çıkış fiyatına yakın; zaman zaman kampanya indirimleri görülüyor.',
      );
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

/** The spec rows that say how far a charge or a tank goes: efficiency is told from facts, not guessed. */
const EFFICIENCY_SPEC: Partial<Record<CategoryId, readonly [string, Bi]>> = {
  car: ['range', L('Range / consumption', 'Menzil / tüketim')],
  headphones: ['battery', L('Battery life', 'Pil ömrü')],
  smartwatch: ['battery', L('Battery life', 'Pil ömrü')],
  laptop: ['battery', L('Battery', 'Pil')],
  vacuum: ['runtime', L('Runtime per charge', 'Şarj başına çalışma')],
  washing_machine: ['energy', L('Energy class', 'Enerji sınıfı')],
  dishwasher: ['energy', L('Energy class', 'Enerji sınıfı')],
  refrigerator: ['energy', L('Energy class', 'Enerji sınıfı')],
};

function specLine(p: Profile, spec: readonly [string, Bi] | undefined, language: Language): string | undefined {
  const value = spec ? p.entry.specs[spec[0]] : undefined;
  return spec && value !== undefined ? `${spec[1][language]}: ${inLang(value, language)}.` : undefined;
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
        ? specLine(p, ['acceleration', L('0–100 km/h', '0–100 km/s')], language)
        : pick(TEXT.speed, p.scores.performance, language),
    ),
    efficiency: when(p, 'efficiency', () => specLine(p, EFFICIENCY_SPEC[p.category.id], language)),
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

const SECURITY: Record<string, Bi[]> = {
  personal: [
    L('Biometric unlock or passcode', 'Biyometrik kilit veya parola'),
    L('Regular security updates', 'Düzenli güvenlik güncellemeleri'),
    L('Find-my-device and remote wipe', 'Cihazımı bul ve uzaktan silme'),
    L('Encrypted storage', 'Şifreli depolama'),
  ],
  device: [
    L('Firmware updates from the maker', 'Üreticiden yazılım güncellemeleri'),
    L('Account sign-in for connected features', 'Bağlantılı özellikler için hesap girişi'),
  ],
  car: [
    L('Connected-car app with account sign-in', 'Hesap girişli bağlantılı araç uygulaması'),
    L('Over-the-air or dealer software updates', 'Kablosuz ya da serviste yazılım güncellemesi'),
  ],
  // What every such service has. Two-factor sign-in is not offered by every shop, assistant or
  // streaming service, and the catalogue does not record which ones do, so it is not listed.
  account: [L('Encrypted connections (TLS)', 'Şifreli bağlantılar (TLS)')],
  // Streaming accounts are shared across screens: each lists its devices and signs them out.
  streaming: [
    L('Device and session management', 'Cihaz ve oturum yönetimi'),
    L('Encrypted connections (TLS)', 'Şifreli bağlantılar (TLS)'),
  ],
  // AWS, Google Cloud and Azure all offer multi-factor sign-in and role-based access.
  cloud: [
    L('Multi-factor sign-in and role-based access (IAM)', 'Çok adımlı giriş ve rol tabanlı erişim (IAM)'),
    L('Encrypted connections (TLS)', 'Şifreli bağlantılar (TLS)'),
  ],
  database: [
    L('Access control and roles', 'Erişim denetimi ve roller'),
    L('Encrypted connections (TLS)', 'Şifreli bağlantılar (TLS)'),
    L('Public security advisories and patches', 'Herkese açık güvenlik duyuruları ve yamalar'),
  ],
  // A UI library or a framework has no users or data of its own: what it offers is its patch record.
  library: [L('Public security advisories and patches', 'Herkese açık güvenlik duyuruları ve yamalar')],
  bank: [
    L('Two-factor login and transaction approval', 'İki adımlı giriş ve işlem onayı'),
    L('Regulated by BDDK; deposits insured by TMSF', 'BDDK denetiminde; mevduatlar TMSF güvencesinde'),
    L('Card controls in the app', 'Uygulamada kart kontrolleri'),
  ],
};

function securityGroup(p: Profile): string {
  const id = p.category.id;
  if (['phone', 'laptop', 'tablet', 'smartwatch'].includes(id)) return 'personal';
  if (id === 'car') return 'car';
  if (id === 'bank') return 'bank';
  if (id === 'database') return 'database';
  if (id === 'cloud') return 'cloud';
  if (p.category.family === 'streaming') return 'streaming';
  if (p.category.family === 'software') return 'library';
  return p.category.family === 'device' ? 'device' : 'account';
}

function security(p: Profile, language: Language): SecurityPrivacyAnalysis {
  const software = p.category.family === 'software';
  return present({
    item_name: p.name,
    security_features: when(p, 'securityFeatures', () => SECURITY[securityGroup(p)].map((f) => f[language])),
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

/** Small home appliances draw what their rated power says, for as long as they run. */
const RATED_POWER = L('Depends on use: check the rated power.', 'Kullanıma bağlı: anma gücüne bakın.');

const ENERGY: Partial<Record<CategoryId, Bi>> = {
  phone: L('Low: a few kWh a year to charge.', 'Düşük: şarj için yılda birkaç kWh.'),
  smartwatch: L('Very low.', 'Çok düşük.'),
  headphones: L('Very low.', 'Çok düşük.'),
  ereader: L(
    'Very low: E Ink draws power only when the page changes.',
    'Çok düşük: E Ink yalnızca sayfa değişirken enerji harcıyor.',
  ),
  tablet: L('Low.', 'Düşük.'),
  laptop: L('Low to moderate.', 'Düşük ile orta arası.'),
  tv: L('Moderate to high: check the energy label.', 'Orta ile yüksek arası: enerji etiketine bakın.'),
  console: L(
    'High for a home device while gaming (up to about 200 W).',
    'Oyun sırasında bir ev cihazı için yüksek (yaklaşık 200 W’a kadar).',
  ),
  camera: L('Low.', 'Düşük.'),
  vacuum: RATED_POWER,
  coffee_machine: RATED_POWER,
  air_fryer: RATED_POWER,
  // Energy class differs from model to model within a brand's configuration (catalogue/washing-machine.yaml).
  washing_machine: L(
    'Differs by model: the energy label gives kWh per 100 washes.',
    'Modele göre değişiyor: enerji etiketi 100 yıkama başına kWh değerini veriyor.',
  ),
  dishwasher: L(
    'Differs by model: the energy label gives kWh per 100 cycles.',
    'Modele göre değişiyor: enerji etiketi 100 yıkama başına kWh değerini veriyor.',
  ),
  refrigerator: L(
    'Runs all day: the energy label gives kWh per year; differs by model.',
    'Gün boyu çalışıyor: enerji etiketi yıllık kWh değerini veriyor; modele göre değişiyor.',
  ),
  // A car whose consumption the catalogue leaves unstated (see cars.ts).
  car: L('Depends on the engine: see the maker’s WLTP figure.', 'Motora bağlı: üreticinin WLTP değerine bakın.'),
};

/**
 * Where a brand's claim comes from: the maker's own page (its published statement, as a
 * specification is its published figure), or the editors' summary of it.
 */
const claimEvidence = ({ as_of, source }: BrandClaim): Evidence =>
  source === EDITORIAL_ESTIMATE
    ? { kind: 'estimate', as_of, source: 'editorial estimate' }
    : { kind: 'specification', as_of, source: { title: L(source.title, source.title), url: source.url } };

function sustainability(
  p: Profile,
  language: Language,
  _all: readonly Profile[],
  sources: ReportSources,
): SustainabilityAnalysis {
  // A brand's programme only when the catalogue knows one: "no programme recorded" is not a finding.
  const claim = brandData(p.entry.brand)?.sustainability;
  const physical = p.category.physical ? p.entry.physical : undefined;
  const energy = when(p, 'energy', () =>
    p.category.id === 'car'
      ? p.entry.specs.range === undefined
        ? undefined
        : inLang(p.entry.specs.range, language)
      : ENERGY[p.category.id]?.[language],
  );
  // An editorial estimate from the materials: metal and recycled content recycle best.
  const materials = physical?.materials.en.toLowerCase() ?? '';
  const metal = /(aluminium|titanium|steel|magnesium|metal)/.test(materials);
  const recyclability = Math.min(5, (metal ? 3.5 : 2.5) + (/recycled/.test(materials) || physical?.eco ? 0.5 : 0));
  const recyclabilityScore = physical ? when(p, 'recyclability', () => recyclability) : undefined;
  return present({
    item_name: p.name,
    eco_friendly_materials: physical?.eco,
    energy_consumption: energy,
    recyclability_score: recyclabilityScore,
    recyclability_score_source_ref:
      recyclabilityScore === undefined ? undefined : sources.ref(p.entry, 'recyclability'),
    company_sustainability_efforts: claim?.[language],
    company_sustainability_efforts_source_ref: claim ? sources.cite(claimEvidence(claim)) : undefined,
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
