// Wording of the per-item analysis sections (locale data in demo/i18n). Tiered rows are [strong,
// decent, weak], chosen from the item's score, so the words agree with the numbers next to them.
import type { Language } from '@shared/api/generated/model';
import { DEMO_TEXTS } from '../i18n';
import { L, type Bi } from '../types';

export type Tiered = readonly [Bi, Bi, Bi];

/** 0 for strong (≥ 8.5), 1 for decent (≥ 7.5), 2 for weak. */
export const tierOf = (score: number): 0 | 1 | 2 => (score >= 8.5 ? 0 : score >= 7.5 ? 1 : 2);

export const pick = (tiered: Tiered, score: number, language: Language): string => tiered[tierOf(score)][language];

type AnalysisTexts = (typeof DEMO_TEXTS)['en']['analysis'];
type TieredKey = { [K in keyof AnalysisTexts]: AnalysisTexts[K] extends string ? never : K }[keyof AnalysisTexts];
type LineKey = Exclude<keyof AnalysisTexts, TieredKey>;

function tiered(key: TieredKey): Tiered {
  const at = (tier: number): Bi => ({ en: DEMO_TEXTS.en.analysis[key][tier], tr: DEMO_TEXTS.tr.analysis[key][tier] });
  return [at(0), at(1), at(2)];
}
const line = (key: LineKey): Bi => ({ en: DEMO_TEXTS.en.analysis[key], tr: DEMO_TEXTS.tr.analysis[key] });

/**
 * The sections' words, from the locale data (demo/i18n, "analysis"). Notes on what they say:
 * `adoption` is ease of use for software (how quickly a team gets going); `gettingAround` for a
 * place to visit, `gettingAroundCity` for a city to live in (day to day, not its sights);
 * `accessibility` is a fact of the operating system (applies.ts states it for phones, tablets and
 * computers only); `reliability` is said as the demo's estimate (no problem reports were counted, so
 * none are quoted); `privacy` is one line for all (how much data a service collects is not recorded
 * in the catalogue, so it is not read from a score).
 */
export const TEXT = {
  easeOfUse: tiered('easeOfUse'),
  adoption: tiered('adoption'),
  gettingAround: tiered('gettingAround'),
  gettingAroundCity: tiered('gettingAroundCity'),
  learningCurveSoftware: tiered('learningCurveSoftware'),
  learningCurve: tiered('learningCurve'),
  accessibility: line('accessibility'),
  userInterface: tiered('userInterface'),
  ergonomics: tiered('ergonomics'),
  buildQuality: tiered('buildQuality'),
  speed: tiered('speed'),
  reliability: tiered('reliability'),
  sentiment: tiered('sentiment'),
  resale: tiered('resale'),
  privacy: line('privacy'),
} as const;

/** Who says what about sustainability, for the brands the catalogue knows; others get no claim. */
export const BRAND_EFFORTS: Record<string, Bi> = {
  Apple: L(
    'Apple 2030: aims for a carbon-neutral supply chain and products by 2030.',
    'Apple 2030: 2030’a kadar karbon nötr tedarik zinciri ve ürün hedefi.',
  ),
  Samsung: L(
    'Targets net-zero carbon for its device business by 2030 and runs take-back schemes.',
    'Cihaz işinde 2030’a kadar net sıfır karbon hedefi; geri alma programları var.',
  ),
  Google: L(
    'Aims to run on carbon-free energy around the clock by 2030.',
    '2030’a kadar kesintisiz karbonsuz enerjiyle çalışma hedefi.',
  ),
  Sony: L(
    '"Road to Zero": a zero environmental footprint target by 2050.',
    '"Road to Zero": 2050’ye kadar sıfır çevresel ayak izi hedefi.',
  ),
  Microsoft: L('Aims to be carbon negative by 2030.', '2030’a kadar karbon negatif olma hedefi.'),
  Amazon: L('The Climate Pledge: net-zero carbon by 2040.', 'İklim Taahhüdü: 2040’a kadar net sıfır karbon.'),
  Dell: L(
    'Targets net-zero emissions by 2050 and uses recycled materials.',
    '2050’ye kadar net sıfır emisyon hedefi; geri dönüştürülmüş malzeme kullanıyor.',
  ),
  Lenovo: L('Science-based net-zero target for 2050.', '2050 için bilim temelli net sıfır hedefi.'),
  HP: L('Targets net-zero across its value chain by 2040.', '2040’a kadar değer zincirinde net sıfır hedefi.'),
  Tesla: L(
    'Publishes a yearly impact report; sells only electric cars.',
    'Her yıl etki raporu yayımlıyor; yalnızca elektrikli araç satıyor.',
  ),
  BMW: L(
    'Targets a 40% cut in lifecycle CO₂ per vehicle by 2030.',
    '2030’a kadar araç başına yaşam döngüsü CO₂ salımında %40 azaltma hedefi.',
  ),
  Togg: L('Sells only electric cars, built in Türkiye.', 'Yalnızca Türkiye’de üretilen elektrikli araçlar satıyor.'),
  Toyota: L(
    'Environmental Challenge 2050: near-zero CO₂ from its vehicles.',
    'Çevre Hedefi 2050: araçlarından sıfıra yakın CO₂.',
  ),
  'Rakuten Kobo': L(
    'Uses recycled plastic in its e-readers and offers repair parts.',
    'E-kitap okuyucularında geri dönüştürülmüş plastik kullanıyor, onarım parçası sunuyor.',
  ),
};
