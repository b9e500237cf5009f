import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComparisonResult, ReportDraft, ReportSectionName } from '@shared/api/generated/model';
import type { AnalysisKey } from '@shared/report-shape';
import { STAGGER_MS } from '@/features/compare/hooks/use-stagger';
import { PendingSection } from './pending-section';
import { useSectionStagger } from './use-section-stagger';
import { TextList, useDisplay, useScore } from './report-value';
import { SectionFold } from './report-fold';
import { QuotedSources, SourceMark } from './report-sources';

/** `claim`: a statement shown only as a source records it, so its absence is "not recorded", not "unknown". */
type Kind = 'text' | 'claim' | 'list' | 'score10' | 'score5' | 'yesNo' | 'textOrList';

type EntryOf<S extends AnalysisKey> = NonNullable<ComparisonResult[S]>[number];
/**
 * A reference into the report's sources, shown with what it backs rather than as a field of its
 * own: `<field>_source_ref` backs one figure, `source_ref` the whole entry.
 */
type SourceRefField = `${string}_source_ref` | 'source_ref';
type FieldOf<S extends AnalysisKey> = Exclude<keyof EntryOf<S>, 'item_name' | SourceRefField>;
/** Every field of every section (the i18n keys report.fields.<field>). */
type AnalysisField = { [S in AnalysisKey]: FieldOf<S> }[AnalysisKey];
/** How a value of the contract's type is shown: a list for arrays, a score for numbers, … */
type KindFor<V> = [V] extends [boolean]
  ? 'yesNo'
  : [V] extends [number]
    ? 'score10' | 'score5'
    : [V] extends [string[]]
      ? 'list'
      : [V] extends [string]
        ? 'text' | 'claim'
        : 'textOrList';
type SectionKey = 'pricing' | 'usability' | 'design' | 'performance' | 'sentiment' | 'security' | 'sustainability';

/**
 * One section: every field of the generated entry type, each with a way to show it that fits its
 * type. Typed from the models, so a field renamed, added or retyped in the contract fails tsc here.
 * The object's order is the display order (the spec's).
 */
interface SectionConfig<S extends AnalysisKey> {
  key: SectionKey;
  source: S;
  fields: { [F in FieldOf<S>]-?: KindFor<NonNullable<EntryOf<S>[F]>> };
}
type AnySectionConfig = { [S in AnalysisKey]: SectionConfig<S> }[AnalysisKey];

const section = <S extends AnalysisKey>(config: SectionConfig<S>): SectionConfig<S> => config;

/** Every analysis section with every field it lists, in the spec's order. */
export const ANALYSIS_SECTIONS: readonly AnySectionConfig[] = [
  section({
    key: 'pricing',
    source: 'pricing_analysis',
    fields: { current_price: 'text', price_trend: 'text', resale_value_factor: 'text' },
  }),
  section({
    key: 'usability',
    source: 'usability_analysis',
    fields: { ease_of_use: 'text', learning_curve: 'text', accessibility: 'text', user_interface: 'text' },
  }),
  section({
    key: 'design',
    source: 'design_analysis',
    fields: { materials: 'text', color_options: 'list', ergonomics: 'text', build_quality: 'text' },
  }),
  section({
    key: 'performance',
    source: 'performance_analysis',
    fields: { speed: 'text', efficiency: 'text', reliability: 'text', benchmarks: 'text' },
  }),
  section({
    key: 'sentiment',
    source: 'sentiment_analysis',
    fields: {
      overall_sentiment_score: 'score10',
      top_positive_emotions: 'list',
      top_negative_emotions: 'list',
      common_user_phrases: 'list',
    },
  }),
  section({
    key: 'security',
    source: 'security_and_privacy_analysis',
    fields: {
      security_features: 'list',
      privacy_policy_summary: 'text',
      known_vulnerabilities: 'textOrList',
      data_usage_policy: 'text',
    },
  }),
  section({
    key: 'sustainability',
    source: 'sustainability_analysis',
    fields: {
      eco_friendly_materials: 'yesNo',
      energy_consumption: 'text',
      recyclability_score: 'score5',
      company_sustainability_efforts: 'claim',
    },
  }),
];

const given = (value: unknown) => value !== undefined && value !== null;

/** The source the whole entry rests on (users' reviews behind a sentiment entry), when it names one. */
const entrySource = (entry: object): string | undefined => {
  const ref = (entry as { source_ref?: unknown }).source_ref;
  return typeof ref === 'string' ? ref : undefined;
};

/**
 * A section's fields in display order, with the entry's value for each (typed by the section). A
 * field no entry of the section has is left out: the writer left it out because it does not fit
 * these items (a city's reliability), so it is not shown as unknown.
 */
function fieldsOf<S extends AnalysisKey>(
  config: SectionConfig<S>,
  entry: EntryOf<S>,
  entries: readonly EntryOf<S>[],
): { field: AnalysisField; kind: Kind; value: unknown; sourceRef?: string }[] {
  return (Object.keys(config.fields) as FieldOf<S>[])
    .filter((field) => entries.some((other) => given(other[field])))
    .map((field) => ({
      field: field as AnalysisField,
      kind: config.fields[field] as Kind,
      value: entry[field],
      // A figure's source travels beside it as `<field>_source_ref` (the contract's naming).
      sourceRef: (entry as unknown as Record<string, unknown>)[`${String(field)}_source_ref`] as string | undefined,
    }));
}

function FieldValue({ kind, value }: { kind: Kind; value: unknown }) {
  const { t } = useTranslation('common');
  const { t: report } = useTranslation('compare');
  const display = useDisplay();
  const score = useScore();
  const unknown = display(undefined);
  switch (kind) {
    case 'list':
      return <TextList items={Array.isArray(value) ? value : undefined} />;
    case 'textOrList':
      return Array.isArray(value) ? (
        <TextList items={value} />
      ) : (
        <>{display(typeof value === 'string' ? value : undefined)}</>
      );
    case 'score10':
      return <>{score(typeof value === 'number' ? value : undefined, 10)}</>;
    case 'score5':
      return <>{score(typeof value === 'number' ? value : undefined, 5)}</>;
    case 'yesNo':
      return <>{typeof value === 'boolean' ? (value ? t('yes') : t('no')) : unknown}</>;
    case 'claim':
      return <>{typeof value === 'string' && value ? value : report('report.notRecorded')}</>;
    default:
      return <>{display(typeof value === 'string' ? value : undefined)}</>;
  }
}

const AnalysisSection = memo(function AnalysisSection<S extends AnalysisKey>({
  config,
  entries,
  columns,
}: {
  config: SectionConfig<S>;
  entries: EntryOf<S>[];
  columns: number;
}) {
  const { t } = useTranslation('compare');
  const display = useDisplay();
  const { ref, stagger } = useSectionStagger<HTMLElement>(STAGGER_MS.analysis);
  const headingId = `report-analysis-${config.key}`;
  return (
    <section ref={ref} className="report-section report-section--deferred" aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1}>
        {t(`report.analysis.${config.key}`)}
      </h3>
      <SectionFold headingId={headingId} title={t(`report.analysis.${config.key}`)}>
        <div className="grid-scroll" role="group" aria-labelledby={headingId} tabIndex={0}>
          {/* Analysis grid columns equal the item count. */}
          <ul
            className="report-grid report-grid--analysis"
            data-testid={`analysis-grid-${config.key}`}
            style={{ '--columns': columns } as React.CSSProperties}
          >
            {entries.map((entry, index) => {
              const animation = stagger(index);
              return (
                <li key={index} className={`report-card ${animation.className}`} style={animation.style}>
                  <h4 className="report-card__title">
                    {display(entry.item_name)}
                    <SourceMark sourceRef={entrySource(entry)} />
                  </h4>
                  <dl className="report-facts report-facts--stacked">
                    {fieldsOf(config, entry, entries).map(({ field, kind, value, sourceRef }) => (
                      <div key={field} data-field={field}>
                        <dt>{t(`report.fields.${field}`)}</dt>
                        <dd>
                          <FieldValue kind={kind} value={value} />
                          <SourceMark sourceRef={sourceRef} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                </li>
              );
            })}
          </ul>
        </div>
        <QuotedSources section={config.source} />
      </SectionFold>
    </section>
  );
});

/**
 * Asked for, but the writer had no users' reviews to read: said in one line where the section
 * would be, so the reader does not look for a section that was forgotten. The writer tells the
 * page it left the section out, so this replaces the placeholder rather than waiting beside it.
 */
function NoSourcedReviews() {
  const { t } = useTranslation('compare');
  const headingId = 'report-analysis-sentiment';
  return (
    <section className="report-section" aria-labelledby={headingId} data-testid="analysis-sentiment-unsourced">
      <h3 id={headingId} tabIndex={-1}>
        {t('report.analysis.sentiment')}
      </h3>
      <p className="report-note">{t('report.noSourcedReviews')}</p>
    </section>
  );
}

/**
 * The analysis sections after the scores, each shown only when present and non-empty; while the
 * report is written, a section still to come shows its placeholder in its place. A sentiment
 * analysis the reader asked for and the writer left out (no sourced reviews) says so in its place.
 */
export const AnalysisSections = memo(function AnalysisSections({
  result,
  columns,
  pending,
  writing,
  sentimentAsked = false,
}: {
  result: ReportDraft;
  columns: number;
  pending?: readonly ReportSectionName[];
  /** The section being written (the first pending one). */
  writing?: ReportSectionName;
  /** The reader selected the sentiment feature. */
  sentimentAsked?: boolean;
}) {
  const { t } = useTranslation('compare');
  return (
    <>
      {ANALYSIS_SECTIONS.map((config) => {
        const entries = result[config.source];
        if (!entries || entries.length === 0) {
          return pending?.includes(config.source) ? (
            <PendingSection
              key={config.key}
              name={config.source}
              title={t(`report.analysis.${config.key}`)}
              writing={writing === config.source}
            />
          ) : config.key === 'sentiment' && sentimentAsked ? (
            <NoSourcedReviews key={config.key} />
          ) : null;
        }
        return (
          <AnalysisSection
            key={config.key}
            config={config as SectionConfig<AnalysisKey>}
            entries={entries}
            columns={columns}
          />
        );
      })}
    </>
  );
});
