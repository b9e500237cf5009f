import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComparisonScore } from '@/api/generated/model';
import { formatScore, useDisplay } from './report-value';

export const CRITERIA = ['overall_score', 'design', 'usability', 'performance', 'pricing'] as const;
export type Criterion = (typeof CRITERIA)[number];

// Six distinguishable series colours, each at least 3:1 against white (WCAG 1.4.11).
export const SERIES_COLOURS = ['#1d4ed8', '#b45309', '#047857', '#b91c1c', '#6d28d9', '#0e7490'];

export function scoreOf(entry: ComparisonScore, criterion: Criterion): number | undefined {
  const value = criterion === 'overall_score' ? entry.overall_score : entry.scores?.[criterion];
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(10, Math.max(0, value)) : undefined;
}

const BAR = 14;
const GAP = 4;
const GROUP_GAP = 18;
const LABEL_WIDTH = 120;
const CHART_WIDTH = 560;

/**
 * Grouped horizontal bars, one series (colour) per item, one group per criterion that has any
 * value. The SVG is described by its title and the scores table next to it is its full text
 * alternative.
 */
export function ScoresChart({ scores }: { scores: ComparisonScore[] }) {
  const { t, i18n } = useTranslation('compare');
  const display = useDisplay();
  const id = useId();
  const criteria = CRITERIA.filter((criterion) => scores.some((entry) => scoreOf(entry, criterion) !== undefined));
  if (criteria.length === 0) return null;
  const groupHeight = scores.length * (BAR + GAP) + GROUP_GAP;
  const height = criteria.length * groupHeight;
  const scale = (CHART_WIDTH - LABEL_WIDTH - 60) / 10;
  return (
    <figure className="scores-chart">
      <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} viewBox={`0 0 ${CHART_WIDTH} ${height}`} width="100%" preserveAspectRatio="xMinYMin meet">
        <title id={`${id}-title`}>{t('report.scoresChart')}</title>
        <desc id={`${id}-desc`}>{t('report.scoresChartDesc')}</desc>
        {criteria.map((criterion, group) => {
          const top = group * groupHeight;
          return (
            <g key={criterion} transform={`translate(0 ${top})`}>
              <text x={0} y={BAR} className="scores-chart__label">
                {t(`report.criteria.${criterion}`)}
              </text>
              {scores.map((entry, series) => {
                const value = scoreOf(entry, criterion);
                const y = series * (BAR + GAP);
                return (
                  <g key={series}>
                    <rect x={LABEL_WIDTH} y={y} width={Math.max(0, (value ?? 0) * scale)} height={BAR} rx={2} fill={SERIES_COLOURS[series % SERIES_COLOURS.length]} />
                    <text x={LABEL_WIDTH + (value ?? 0) * scale + 6} y={y + BAR - 3} className="scores-chart__value">
                      {formatScore(value, 10, display(undefined), i18n.language)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="scores-chart__legend">
          {scores.map((entry, series) => (
            <li key={series}>
              <span className="scores-chart__swatch" style={{ background: SERIES_COLOURS[series % SERIES_COLOURS.length] }} aria-hidden="true" />
              {display(entry.item_name)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

export function ScoresSection({ scores }: { scores: ComparisonScore[] }) {
  const { t, i18n } = useTranslation('compare');
  const display = useDisplay();
  return (
    <section className="report-section" aria-labelledby="report-scores">
      <h3 id="report-scores">{t('report.scores')}</h3>
      <ScoresChart scores={scores} />
      <div className="table-scroll" role="group" aria-label={t('report.scores')} tabIndex={0}>
        <table className="report-table">
          <thead>
            <tr>
              <th scope="col">{t('report.criterion')}</th>
              {scores.map((entry, index) => (
                <th scope="col" key={index}>
                  {display(entry.item_name)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CRITERIA.map((criterion) => (
              <tr key={criterion}>
                <th scope="row">{t(`report.criteria.${criterion}`)}</th>
                {scores.map((entry, index) => (
                  <td key={index}>{formatScore(scoreOf(entry, criterion), 10, display(undefined), i18n.language)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
