// The per-item analysis sections of a report, one builder per selectable feature. Physical
// attributes (materials, colours, ergonomics, recyclability, eco materials) exist only for
// physical products; elsewhere text fields say "not applicable" and number/boolean fields are
// left out, never filled with a made-up value.
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
} from '@/api/generated/model';
import { hasNoSoftware, isPlace, type Family } from '../categories';
import type { CategoryId } from '../types';
import { L, inLang, type Bi } from '../types';
import { BRAND_EFFORTS, NA_DIGITAL, NO_EFFORTS, NOT_APPLICABLE, TEXT, pick, tierOf } from './analysis-text';
import { colour, priceText, score } from './format';
import type { Profile } from './profile';

export type AnalysisKey =
  | 'pricing_analysis'
  | 'usability_analysis'
  | 'design_analysis'
  | 'performance_analysis'
  | 'sentiment_analysis'
  | 'security_and_privacy_analysis'
  | 'sustainability_analysis';

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

const PRICE_NOTE: Record<'free' | 'varies', Bi> = {
  free: L('Free to use (open source or a free licence)', 'Ücretsiz (açık kaynak ya da ücretsiz lisans)'),
  varies: L(
    'No single price: depends on the plan, product or season',
    'Tek bir fiyatı yok: pakete, ürüne ya da sezona göre değişiyor',
  ),
};

/** The price cell of a profile, shared by the price row, the pricing analysis and the summary. */
export function priceCell(p: Profile, language: Language): string {
  const text = priceText(p.entry, language);
  if (text !== null) return text;
  return PRICE_NOTE[p.entry.price.model === 'free' ? 'free' : 'varies'][language];
}

/** How monthly prices have moved, by family (streaming's wording unless another fits better). */
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

function priceTrend(p: Profile): Bi {
  const { model } = p.entry.price;
  if (model === 'monthly')
    return (
      MONTHLY_TREND[p.category.family] ??
      L(
        'Streaming prices in Türkiye have risen more than once a year recently.',
        "Türkiye'de yayın platformu fiyatları son dönemde yılda birden fazla kez arttı.",
      )
    );
  if (model === 'free')
    return p.category.family === 'software'
      ? L(
          'Stays free; hosting and support are where money goes.',
          'Ücretsiz kalıyor; para barındırma ve desteğe gidiyor.',
        )
      : L(
          'Free to use; the paid plan row lists any paid extras.',
          'Ücretsiz kullanılabiliyor; ücretli ek seçenekler ücretli paket satırında.',
        );
  if (model === 'varies')
    return L('Follows the exchange rate and the season.', 'Döviz kuruna ve sezona göre değişiyor.');
  return p.entry.year <= 2022
    ? L(
        'An older model: usually found below its launch price.',
        'Eski bir model: genellikle çıkış fiyatının altında bulunuyor.',
      )
    : L(
        'Close to its launch price, with campaign discounts of 5–10%.',
        'Çıkış fiyatına yakın; %5–10 kampanya indirimleri oluyor.',
      );
}

const pricing = (p: Profile, language: Language): PricingAnalysis => ({
  item_name: p.name,
  current_price: priceCell(p, language),
  price_trend: priceTrend(p)[language],
  resale_value_factor: p.category.physical
    ? pick(TEXT.resale, p.entry.brand === 'Apple' ? 9 : p.overall, language)
    : NOT_APPLICABLE[language],
});

const usability = (p: Profile, language: Language): UsabilityAnalysis => ({
  item_name: p.name,
  ease_of_use: pick(TEXT.easeOfUse, p.scores.usability, language),
  learning_curve: pick(TEXT.learningCurve, p.scores.usability, language),
  accessibility: hasNoSoftware(p.category)
    ? NOT_APPLICABLE[language]
    : pick(TEXT.accessibility, p.scores.usability - 0.3, language),
  user_interface: hasNoSoftware(p.category)
    ? NOT_APPLICABLE[language]
    : pick(TEXT.userInterface, p.scores.design, language),
});

function design(p: Profile, language: Language): DesignAnalysis {
  const physical = p.entry.physical;
  if (!p.category.physical || !physical) {
    const na = NA_DIGITAL[language];
    return { item_name: p.name, materials: na, color_options: [na], ergonomics: na, build_quality: na };
  }
  const weight = p.entry.specs.weight;
  const ergonomics = pick(TEXT.ergonomics, p.scores.usability, language);
  return {
    item_name: p.name,
    materials: physical.materials[language],
    color_options: physical.colours.map((c) => colour(c, language)),
    ergonomics: weight
      ? `${ergonomics} ${language === 'tr' ? 'Ağırlık' : 'Weight'}: ${inLang(weight, language)}.`
      : ergonomics,
    build_quality: pick(TEXT.buildQuality, p.scores.design, language),
  };
}

const KEY_SPEC: Partial<Record<CategoryId, string>> = {
  phone: 'chip',
  laptop: 'chip',
  tablet: 'chip',
  console: 'gpu',
  camera: 'sensor',
  tv: 'panel',
  car: 'powertrain',
  appliance: 'power',
  headphones: 'anc',
};

function performance(p: Profile, language: Language): PerformanceAnalysis {
  const key = KEY_SPEC[p.category.id];
  const spec = key ? p.entry.specs[key] : undefined;
  const index =
    language === 'tr'
      ? `Demo performans puanı ${score(p.scores.performance, language)}/10 (editoryal tahmin, ölçülmüş bir test sonucu değil)`
      : `Demo performance score ${score(p.scores.performance, language)}/10 (an editorial estimate, not a measured benchmark)`;
  return {
    item_name: p.name,
    speed: isPlace(p.category) ? NOT_APPLICABLE[language] : pick(TEXT.speed, p.scores.performance, language),
    efficiency: p.category.physical
      ? pick(TEXT.efficiency, p.scores.performance - 0.2, language)
      : NOT_APPLICABLE[language],
    reliability: pick(TEXT.reliability, p.overall, language),
    benchmarks: spec ? `${inLang(spec, language)}. ${index}.` : `${index}.`,
  };
}

function sentiment(p: Profile, language: Language): SentimentAnalysis {
  const tier = tierOf(p.entry.rating * 2);
  return {
    item_name: p.name,
    overall_sentiment_score: Math.round(p.entry.rating * 20) / 10,
    top_positive_emotions: TEXT.positive.slice(0, tier === 0 ? 3 : 2).map((e) => e[language]),
    top_negative_emotions: TEXT.negative.slice(tier === 0 ? 2 : 0, tier === 0 ? 3 : 2).map((e) => e[language]),
    common_user_phrases: [
      p.entry.pro[language].toLocaleLowerCase(language),
      p.entry.con[language].toLocaleLowerCase(language),
    ],
  };
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
    L('Over-the-air or dealer software updates', 'Kablosuz ya da servis yazılım güncellemeleri'),
  ],
  account: [
    L('Two-factor authentication', 'İki adımlı doğrulama'),
    L('Device and session management', 'Cihaz ve oturum yönetimi'),
    L('Encrypted connections (TLS)', 'Şifreli bağlantılar (TLS)'),
  ],
  software: [
    L('Access control and roles', 'Erişim denetimi ve roller'),
    L('Encrypted connections (TLS)', 'Şifreli bağlantılar (TLS)'),
    L('Public security advisories and patches', 'Herkese açık güvenlik duyuruları ve yamalar'),
  ],
  bank: [
    L('Two-factor login and transaction approval', 'İki adımlı giriş ve işlem onayı'),
    L('Regulated by BDDK; deposits insured by TMSF', 'BDDK denetiminde; mevduatlar TMSF güvencesinde'),
    L('Card controls in the app', 'Uygulamada kart kontrolleri'),
  ],
};

function security(p: Profile, language: Language): SecurityPrivacyAnalysis {
  const id = p.category.id;
  if (hasNoSoftware(p.category)) {
    const na = NOT_APPLICABLE[language];
    return {
      item_name: p.name,
      security_features: [na],
      privacy_policy_summary: na,
      known_vulnerabilities: na,
      data_usage_policy: na,
    };
  }
  const personal = ['phone', 'laptop', 'tablet', 'smartwatch'].includes(id);
  const group = personal
    ? 'personal'
    : id === 'car'
      ? 'car'
      : p.category.family === 'device'
        ? 'device'
        : p.category.family === 'software'
          ? 'software'
          : id === 'bank'
            ? 'bank'
            : 'account';
  return {
    item_name: p.name,
    security_features: SECURITY[group].map((f) => f[language]),
    privacy_policy_summary: pick(TEXT.privacy, p.entry.brand === 'Apple' ? 9 : p.overall, language),
    known_vulnerabilities:
      language === 'tr'
        ? 'Demo kataloğunda açık bir güvenlik sorunu kaydı yok; güncel duyuruları kontrol edin.'
        : 'No open issue is recorded in the demo catalogue; check current advisories.',
    data_usage_policy:
      p.category.family === 'software'
        ? language === 'tr'
          ? 'Veriler sizin altyapınızda kalır; yönetilen hizmetlerde sağlayıcının politikası geçerli.'
          : 'Data stays on your infrastructure; managed offerings follow the provider’s policy.'
        : language === 'tr'
          ? 'Hesap ve kullanım verileri hizmet ve kişiselleştirme için kullanılıyor; ayrıntılar gizlilik politikasında.'
          : 'Account and usage data is used to run and personalise the service; details are in its privacy policy.',
  };
}

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
  appliance: L('Depends on use: check the rated power.', 'Kullanıma bağlı: anma gücüne bakın.'),
  // A car whose consumption the catalogue leaves unstated (see cars.ts).
  car: L('Depends on the engine: see the maker’s WLTP figure.', 'Motora bağlı: üreticinin WLTP değerine bakın.'),
};

function sustainability(p: Profile, language: Language): SustainabilityAnalysis {
  const efforts = (BRAND_EFFORTS[p.entry.brand] ?? NO_EFFORTS)[language];
  const physical = p.entry.physical;
  if (!p.category.physical || !physical) {
    return { item_name: p.name, energy_consumption: NOT_APPLICABLE[language], company_sustainability_efforts: efforts };
  }
  const range = p.category.id === 'car' ? p.entry.specs.range : undefined;
  const energy = range ? inLang(range, language) : (ENERGY[p.category.id] ?? NOT_APPLICABLE)[language];
  // An editorial estimate from the materials: metal and recycled content recycle best.
  const materials = physical.materials.en.toLowerCase();
  const metal = /(aluminium|titanium|steel|magnesium|metal)/.test(materials);
  const recyclability = Math.min(5, (metal ? 3.5 : 2.5) + (/recycled/.test(materials) || physical.eco ? 0.5 : 0));
  return {
    item_name: p.name,
    ...(physical.eco !== undefined ? { eco_friendly_materials: physical.eco } : {}),
    energy_consumption: energy,
    recyclability_score: recyclability,
    company_sustainability_efforts: efforts,
  };
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
): Partial<ComparisonResult> {
  const result: Partial<Record<AnalysisKey, unknown[]>> = {};
  if (profiles.length === 0) return {};
  for (const key of sections) {
    const build = BUILDERS[key] as (p: Profile, language: Language) => unknown;
    result[key] = profiles.map((p) => build(p, language));
  }
  return result as Partial<ComparisonResult>;
}
