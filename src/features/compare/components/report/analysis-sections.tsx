import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComparisonResult } from '@/api/generated/model';
import { STAGGER_MS } from '@/features/compare/hooks/use-stagger';
import { useSectionStagger } from './use-section-stagger';
import { TextList, useDisplay, useScore } from './report-value';

type Kind = 'text' | 'list' | 'score10' | 'score5' | 'yesNo' | 'textOrList';
type FieldKey =
  | 'current_price' | 'price_trend' | 'resale_value_factor'
  | 'ease_of_use' | 'learning_curve' | 'accessibility' | 'user_interface'
  | 'materials' | 'color_options' | 'ergonomics' | 'build_quality'
  | 'speed' | 'efficiency' | 'reliability' | 'benchmarks'
  | 'overall_sentiment_score' | 'top_positive_emotions' | 'top_negative_emotions' | 'common_user_phrases'
  | 'security_features' | 'privacy_policy_summary' | 'known_vulnerabilities' | 'data_usage_policy'
  | 'eco_friendly_materials' | 'energy_consumption' | 'recyclability_score' | 'company_sustainability_efforts';
type SectionKey = 'pricing' | 'usability' | 'design' | 'performance' | 'sentiment' | 'security' | 'sustainability';

interface SectionConfig {
  key: SectionKey;
  source: keyof ComparisonResult;
  fields: [FieldKey, Kind][];
}

/** SPEC §3: every analysis section with every field it lists, in the spec's order. */
export const ANALYSIS_SECTIONS: SectionConfig[] = [
  { key: 'pricing', source: 'pricing_analysis', fields: [['current_price', 'text'], ['price_trend', 'text'], ['resale_value_factor', 'text']] },
  { key: 'usability', source: 'usability_analysis', fields: [['ease_of_use', 'text'], ['learning_curve', 'text'], ['accessibility', 'text'], ['user_interface', 'text']] },
  { key: 'design', source: 'design_analysis', fields: [['materials', 'text'], ['color_options', 'list'], ['ergonomics', 'text'], ['build_quality', 'text']] },
  { key: 'performance', source: 'performance_analysis', fields: [['speed', 'text'], ['efficiency', 'text'], ['reliability', 'text'], ['benchmarks', 'text']] },
  {
    key: 'sentiment',
    source: 'sentiment_analysis',
    fields: [['overall_sentiment_score', 'score10'], ['top_positive_emotions', 'list'], ['top_negative_emotions', 'list'], ['common_user_phrases', 'list']],
  },
  {
    key: 'security',
    source: 'security_and_privacy_analysis',
    fields: [['security_features', 'list'], ['privacy_policy_summary', 'text'], ['known_vulnerabilities', 'textOrList'], ['data_usage_policy', 'text']],
  },
  {
    key: 'sustainability',
    source: 'sustainability_analysis',
    fields: [['eco_friendly_materials', 'yesNo'], ['energy_consumption', 'text'], ['recyclability_score', 'score5'], ['company_sustainability_efforts', 'text']],
  },
];

function FieldValue({ kind, value }: { kind: Kind; value: unknown }) {
  const { t } = useTranslation('common');
  const display = useDisplay();
  const score = useScore();
  const unknown = display(undefined);
  switch (kind) {
    case 'list':
      return <TextList items={Array.isArray(value) ? value : undefined} />;
    case 'textOrList':
      return Array.isArray(value) ? <TextList items={value} /> : <>{display(typeof value === 'string' ? value : undefined)}</>;
    case 'score10':
      return <>{score(typeof value === 'number' ? value : undefined, 10)}</>;
    case 'score5':
      return <>{score(typeof value === 'number' ? value : undefined, 5)}</>;
    case 'yesNo':
      return <>{typeof value === 'boolean' ? (value ? t('yes') : t('no')) : unknown}</>;
    default:
      return <>{display(typeof value === 'string' ? value : undefined)}</>;
  }
}

const AnalysisSection = memo(function AnalysisSection({ config, entries, columns }: { config: SectionConfig; entries: Record<string, unknown>[]; columns: number }) {
  const { t } = useTranslation('compare');
  const display = useDisplay();
  const { ref, stagger } = useSectionStagger<HTMLElement>(STAGGER_MS.analysis);
  const headingId = `report-analysis-${config.key}`;
  return (
    <section ref={ref} className="report-section report-section--deferred" aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1}>
        {t(`report.analysis.${config.key}`)}
      </h3>
      <div className="grid-scroll" role="group" aria-labelledby={headingId} tabIndex={0}>
        {/* SPEC §2: analysis grid columns equal the item count. */}
        <ul className="report-grid report-grid--analysis" data-testid={`analysis-grid-${config.key}`} style={{ '--columns': columns } as React.CSSProperties}>
          {entries.map((entry, index) => {
            const animation = stagger(index);
            return (
              <li key={index} className={`report-card ${animation.className}`} style={animation.style}>
                <h4 className="report-card__title">{display(typeof entry.item_name === 'string' ? entry.item_name : undefined)}</h4>
                <dl className="report-facts report-facts--stacked">
                  {config.fields.map(([field, kind]) => (
                    <div key={field}>
                      <dt>{t(`report.fields.${field}`)}</dt>
                      <dd>
                        <FieldValue kind={kind} value={entry[field]} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
});

/** The analysis sections after the scores, each shown only when present and non-empty. */
export const AnalysisSections = memo(function AnalysisSections({ result, columns }: { result: ComparisonResult; columns: number }) {
  return (
    <>
      {ANALYSIS_SECTIONS.map((config) => {
        const entries = result[config.source];
        if (!Array.isArray(entries) || entries.length === 0) return null;
        return <AnalysisSection key={config.key} config={config} entries={entries as unknown as Record<string, unknown>[]} columns={columns} />;
      })}
    </>
  );
});
