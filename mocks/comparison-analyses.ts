// The per-item analysis sections of a mock report, one builder per CompareFeature.
import type {
  CompareFeature,
  ComparisonResult,
  Language,
} from '@/api/generated/model';
import { ANALYSIS_TEXT, tierOf } from './comparison-analysis-text';
import { REPORT_TEXT } from './comparison-text';
import { sectionRng, type ItemProfile } from './comparison-profile';

type AnalysisKey =
  | 'pricing_analysis'
  | 'usability_analysis'
  | 'design_analysis'
  | 'performance_analysis'
  | 'sentiment_analysis'
  | 'security_and_privacy_analysis'
  | 'sustainability_analysis';

/** Which result section each selectable feature switches on. */
export const FEATURE_SECTIONS: Record<CompareFeature, AnalysisKey> = {
  price: 'pricing_analysis',
  performance: 'performance_analysis',
  usability: 'usability_analysis',
  design: 'design_analysis',
  sentiment: 'sentiment_analysis',
  security_and_privacy: 'security_and_privacy_analysis',
  sustainability: 'sustainability_analysis',
};

export const ALL_SECTIONS = Object.values(FEATURE_SECTIONS);

/** A summary report without selected features keeps these three, the ones most people read. */
export const SUMMARY_SECTIONS: readonly AnalysisKey[] = ['pricing_analysis', 'usability_analysis', 'performance_analysis'];

type Builder = (p: ItemProfile, language: Language) => NonNullable<ComparisonResult[AnalysisKey]>[number];

const BUILDERS: { [K in AnalysisKey]: (p: ItemProfile, language: Language) => NonNullable<ComparisonResult[K]>[number] } = {
  pricing_analysis: (p, language) => {
    const t = ANALYSIS_TEXT[language];
    return {
      item_name: p.name,
      current_price: REPORT_TEXT[language].price(p.price),
      price_trend: t.priceTrend[sectionRng(p.name, 'trend').int(0, 2)],
      // Well-rated products hold their value; cheapness says nothing about resale.
      resale_value_factor: t.resale[tierOf(p.overall)],
    };
  },
  usability_analysis: (p, language) => {
    const t = ANALYSIS_TEXT[language];
    const tier = tierOf(p.scores.usability);
    return {
      item_name: p.name,
      ease_of_use: t.easeOfUse[tier],
      learning_curve: t.learningCurve[tier],
      accessibility: t.accessibility[tierOf(p.scores.usability - 0.3)],
      user_interface: t.userInterface[tier],
    };
  },
  design_analysis: (p, language) => {
    const t = ANALYSIS_TEXT[language];
    const rng = sectionRng(p.name, 'design');
    const tier = tierOf(p.scores.design);
    return {
      item_name: p.name,
      materials: rng.pick(t.materials),
      color_options: rng.sample(t.colors, rng.int(2, 5)),
      ergonomics: t.ergonomics[tier],
      build_quality: t.buildQuality[tier],
    };
  },
  performance_analysis: (p, language) => {
    const t = ANALYSIS_TEXT[language];
    const tier = tierOf(p.scores.performance);
    return {
      item_name: p.name,
      speed: t.speed[tier],
      efficiency: t.efficiency[tierOf(p.scores.performance - 0.2)],
      reliability: t.reliability[tierOf(p.overall)],
      benchmarks: t.benchmarks(REPORT_TEXT[language].decimal(p.scores.performance), p.percentile),
    };
  },
  sentiment_analysis: (p, language) => {
    const t = ANALYSIS_TEXT[language];
    const rng = sectionRng(p.name, 'sentiment');
    return {
      item_name: p.name,
      overall_sentiment_score: p.sentiment,
      top_positive_emotions: rng.sample(t.positiveEmotions, 3),
      top_negative_emotions: rng.sample(t.negativeEmotions, 2),
      common_user_phrases: rng.sample(t.phrases, 3),
    };
  },
  security_and_privacy_analysis: (p, language) => {
    const t = ANALYSIS_TEXT[language];
    const rng = sectionRng(p.name, 'security');
    const tier = tierOf(p.overall);
    return {
      item_name: p.name,
      security_features: rng.sample(t.securityFeatures, rng.int(3, 4)),
      privacy_policy_summary: t.privacySummary[tier],
      // The contract allows a text or a list; strong items get the short text form.
      known_vulnerabilities: tier === 0 ? t.noVulnerabilities : rng.sample(t.vulnerabilities, 2),
      data_usage_policy: rng.pick(t.dataUsage),
    };
  },
  sustainability_analysis: (p, language) => {
    const t = ANALYSIS_TEXT[language];
    return {
      item_name: p.name,
      eco_friendly_materials: p.eco,
      energy_consumption: t.energy[tierOf(p.scores.performance + (p.eco ? 0.8 : 0))],
      recyclability_score: p.recyclability,
      company_sustainability_efforts: sectionRng(p.name, 'eco').pick(t.sustainabilityEfforts),
    };
  },
};

/** The analysis sections of a report, one entry per item in each. */
export function buildAnalyses(
  sections: readonly AnalysisKey[],
  profiles: ItemProfile[],
  language: Language,
): Partial<ComparisonResult> {
  const result: Partial<Record<AnalysisKey, unknown[]>> = {};
  for (const key of sections) {
    const build = BUILDERS[key] as Builder;
    result[key] = profiles.map((p) => build(p, language));
  }
  return result as Partial<ComparisonResult>;
}

export type { AnalysisKey };
