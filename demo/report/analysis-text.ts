// Wording of the per-item analysis sections (locale data in demo/i18n). Tiered rows are [strong,
// decent, weak], chosen from the item's score, so the words agree with the numbers next to them.
import type { Language } from '@shared/api/generated/model';
import { DEMO_TEXTS } from '../i18n';
import type { Bi } from '../types';

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
