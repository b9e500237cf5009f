import { memo, useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ComparisonScore } from '@shared/api/generated/model';
import { useDisplay, useScore } from './report-value';
import { ComparisonTable } from '@/components/ui/comparison-table';
import { SectionFold } from './report-fold';
import { SourceMark } from './report-sources';
import type { PackageAccess } from '@/hooks/use-package-access';
import { LockedOfferNote } from '@/components/packages/locked-offer-note';

export const CRITERIA = ['overall_score', 'design', 'usability', 'performance', 'pricing'] as const;
export type Criterion = (typeof CRITERIA)[number];

// Six distinguishable series colours, each at least 3:1 against white (WCAG 1.4.11).
export const SERIES_COLOURS = ['#1d4ed8', '#b45309', '#047857', '#b91c1c', '#6d28d9', '#0e7490'];

export function scoreOf(entry: ComparisonScore, criterion: Criterion): number | undefined {
  const value = criterion === 'overall_score' ? entry.overall_score : entry.scores?.[criterion];
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(10, Math.max(0, value)) : undefined;
}

// Layout in CSS px. There is no viewBox: the SVG is as wide as its box and bar lengths are
// percentages of it, so on a phone the chart reflows and its text keeps its size (never < 12 px).
const LABEL_HEIGHT = 20;
const BAR = 16;
const GAP = 4;
const GROUP_GAP = 12;
/** The longest bar (10 / 10) in % of the width, leaving room for its value after it. */
const FULL_BAR = 84;

/**
 * Grouped horizontal bars, one series (colour) per item, one group per criterion that has any
 * value, the criterion's name on its own line above its bars. Described by its title; the
 * scores table behind the toggle is its full text alternative.
 */
export function ScoresChart({ scores }: { scores: ComparisonScore[] }) {
  const { t } = useTranslation('compare');
  const score = useScore();
  const id = useId();
  const criteria = CRITERIA.filter((criterion) => scores.some((entry) => scoreOf(entry, criterion) !== undefined));
  if (criteria.length === 0) return null;
  const groupHeight = LABEL_HEIGHT + scores.length * (BAR + GAP) + GROUP_GAP;
  return (
    <figure className="scores-chart">
      <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} width="100%" height={criteria.length * groupHeight}>
        <title id={`${id}-title`}>{t('report.scoresChart')}</title>
        <desc id={`${id}-desc`}>{t('report.scoresChartDesc')}</desc>
        {criteria.map((criterion, group) => {
          const top = group * groupHeight;
          return (
            <g key={criterion}>
              <text x={0} y={top + 14} className="scores-chart__label">
                {t(`report.criteria.${criterion}`)}
              </text>
              {scores.map((entry, series) => {
                const value = scoreOf(entry, criterion);
                const y = top + LABEL_HEIGHT + series * (BAR + GAP);
                const length = ((value ?? 0) / 10) * FULL_BAR;
                return (
                  <g key={series}>
                    <rect
                      x={0}
                      y={y}
                      width={`${length}%`}
                      height={BAR}
                      rx={2}
                      fill={SERIES_COLOURS[series % SERIES_COLOURS.length]}
                    />
                    <text x={`${length}%`} dx={6} y={y + BAR - 3} className="scores-chart__value">
                      {score(value)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

/** The item names in their series colours: the chart's legend, also the sticky item bar. */
export function SeriesLegend({
  names,
  scores,
  sources,
  className,
}: {
  names: string[];
  scores?: (number | undefined)[];
  /** Each score's source, marked after it. */
  sources?: (string | undefined)[];
  className?: string;
}) {
  const display = useDisplay();
  const score = useScore();
  return (
    <ul className={className ?? 'scores-chart__legend'}>
      {names.map((name, series) => (
        <li key={`${series}-${name}`}>
          <span
            className="scores-chart__swatch"
            style={{ background: SERIES_COLOURS[series % SERIES_COLOURS.length] }}
            aria-hidden="true"
          />
          <span className="scores-chart__name">{display(name)}</span>
          {scores && scores[series] !== undefined ? (
            <span className="scores-chart__score">
              {score(scores[series])}
              <SourceMark sourceRef={sources?.[series]} />
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const SHOWN: PackageAccess = { state: 'allowed' };

/** Where the scores come from, once above the chart (whose bars carry no marks): each item's source. */
function ScoresSourceLine({ scores }: { scores: ComparisonScore[] }) {
  const { t } = useTranslation('compare');
  const display = useDisplay();
  if (!scores.some((entry) => entry.source_ref)) return null;
  return (
    <p className="report-source-line" data-testid="scores-sources">
      {t('report.sources.scoresFrom')}{' '}
      {scores.map((entry, index) => (
        <span key={`${index}-${entry.item_name}`} className="report-source-line__item">
          {display(entry.item_name)}
          <SourceMark sourceRef={entry.source_ref} />
        </span>
      ))}
    </p>
  );
}

/**
 * Scores shown once: the chart, with its table (the text alternative) behind a toggle. The chart
 * is the package's `graphical_representation`: without it the table is the section (and a locked
 * one says which package has the chart). A public or sample report passes nothing: it shows the chart.
 */
export const ScoresSection = memo(function ScoresSection({
  scores,
  chart = SHOWN,
}: {
  scores: ComparisonScore[];
  chart?: PackageAccess;
}) {
  const { t } = useTranslation('compare');
  const display = useDisplay();
  const score = useScore();
  const [showTable, setShowTable] = useState(false);
  const [printing, setPrinting] = useState(false);
  const tableId = useId();
  // The table is built only when asked for, or for printing (the printout has chart and table).
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  const withChart = chart.state === 'allowed';
  const table = (
    <ComparisonTable
      label={t('report.scores')}
      corner={t('report.criterion')}
      columns={scores.map((entry, index) => ({
        key: `${index}-${entry.item_name}`,
        header: display(entry.item_name),
      }))}
      rows={CRITERIA.map((criterion) => ({
        key: criterion,
        header: t(`report.criteria.${criterion}`),
        cells: scores.map((entry) => ({
          content: (
            <>
              {score(scoreOf(entry, criterion))}
              <SourceMark sourceRef={entry.source_ref} />
            </>
          ),
        })),
      }))}
      scrollHint={t('report.scrollHint')}
    />
  );
  return (
    <section className="report-section report-section--deferred" aria-labelledby="report-scores">
      <div className="report-section__head">
        <h3 id="report-scores" tabIndex={-1}>
          {t('report.scores')}
        </h3>
        {withChart ? (
          <button
            type="button"
            className="btn btn--ghost report-no-print"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((value) => !value)}
          >
            {showTable ? t('report.hideScoresTable') : t('report.showScoresTable')}
          </button>
        ) : null}
      </div>
      <SectionFold headingId="report-scores" title={t('report.scores')}>
        <ScoresSourceLine scores={scores} />
        {withChart ? (
          <>
            <ScoresChart scores={scores} />
            <SeriesLegend names={scores.map((entry) => entry.item_name)} />
            <div id={tableId} className={`scores-table${showTable ? ' is-open' : ''}`}>
              {showTable || printing ? table : null}
            </div>
          </>
        ) : (
          <>
            {table}
            {chart.state === 'locked' ? <LockedOfferNote offer="graphical_representation" access={chart} /> : null}
          </>
        )}
      </SectionFold>
    </section>
  );
});
