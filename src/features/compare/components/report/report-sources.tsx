import { createContext, memo, useCallback, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FactSource, ReportSectionName } from '@shared/api/generated/model';
import { FACT_MAX_AGE_MONTHS } from '@/config/facts';
import { shownSources, type ShownSource } from '@/features/compare/lib/fact-sources';
import { formatDate, formatMonth } from '@/lib/format';

const SourcesContext = createContext<Map<string, ShownSource>>(new Map());

/** Gives every figure of one report its source by reference (the report's `sources`). */
export function ReportSourcesProvider({
  sources,
  today,
  children,
}: {
  sources: FactSource[] | undefined;
  /** The reader's day, against which a fact's age is judged (tests pin it). */
  today?: Date;
  children: ReactNode;
}) {
  const time = today?.getTime();
  const value = useMemo(
    () => shownSources(sources, time === undefined ? new Date() : new Date(time), FACT_MAX_AGE_MONTHS),
    [sources, time],
  );
  return <SourcesContext.Provider value={value}>{children}</SourcesContext.Provider>;
}

export const useReportSources = () => useContext(SourcesContext);

const anchorOf = (id: string) => `report-source-${id}`;

/** A source's date as the page, the tooltip and the CSV say it: "as of …", or, when stale, "price as of June 2025 — may have changed". */
export function useSourceDate() {
  const { t, i18n } = useTranslation('compare');
  return useCallback(
    ({ source, stale }: ShownSource) =>
      stale
        ? t('report.sources.staleNote', {
            kind: t(`report.sources.kind.${source.kind}`),
            month: formatMonth(source.as_of.slice(0, 7), i18n.language),
          })
        : t('report.sources.asOf', { date: formatDate(source.as_of, i18n.language) }),
    [t, i18n.language],
  );
}

/** What a source says about the figures it backs, in one line: its name, its date, and its age. */
function useDescribe() {
  const { t } = useTranslation('compare');
  const dateOf = useSourceDate();
  return (shown: ShownSource) =>
    [
      shown.estimate ? t('report.sources.estimateOf', { title: shown.source.title }) : shown.source.title,
      dateOf(shown),
    ].join(' — ');
}

/**
 * The mark after a figure: its source's number, which names the source on hover and on keyboard
 * focus (a tooltip, dismissed with Escape) and leads to the Sources list; an estimate is marked
 * as one in words, a fact older than the allowed age with a warning sign. Printed as it shows,
 * so a printout's figures point into its Sources list. No reference: no mark.
 */
export function SourceMark({ sourceRef }: { sourceRef?: string | null }) {
  const { t } = useTranslation('compare');
  const shown = useReportSources().get(sourceRef ?? '');
  const describe = useDescribe();
  const tipId = useId();
  const [dismissed, setDismissed] = useState(false);
  if (!shown) return null;
  const jump = () => {
    const target = document.getElementById(anchorOf(shown.source.id));
    target?.scrollIntoView({ block: 'center' });
    target?.focus();
  };
  return (
    <span
      className={`fact-ref${shown.estimate ? ' fact-ref--estimate' : ''}${shown.stale ? ' fact-ref--stale' : ''}${
        dismissed ? ' is-dismissed' : ''
      }`}
      data-fact-source={shown.source.id}
      onMouseLeave={() => setDismissed(false)}
    >
      {shown.estimate ? <span className="fact-ref__estimate">{t('report.sources.estimateMark')}</span> : null}
      <button
        type="button"
        className="fact-ref__mark"
        aria-label={t('report.sources.markLabel', { number: shown.number })}
        aria-describedby={tipId}
        onClick={jump}
        onBlur={() => setDismissed(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
      >
        {shown.stale ? <span aria-hidden="true">!</span> : null}
        {shown.number}
      </button>
      <span role="tooltip" id={tipId} className="fact-ref__tip">
        {describe(shown)}
      </span>
    </span>
  );
}

/**
 * At the end of a section whose sentences quote figures (a price in the summary, scores in the
 * differences): the marks of those figures' sources, as a figure in a table carries its own.
 */
export function QuotedSources({ section }: { section: ReportSectionName }) {
  const { t } = useTranslation('compare');
  const quoting = [...useReportSources().values()].filter((shown) => shown.source.quoted_in?.includes(section));
  if (quoting.length === 0) return null;
  return (
    <p className="report-quoted" data-testid={`quoted-sources-${section}`}>
      {t('report.sources.quoted')}
      {quoting.map((shown) => (
        <SourceMark key={shown.source.id} sourceRef={shown.source.id} />
      ))}
    </p>
  );
}

/** The report's sources, numbered as the figures' marks, each with its date (and its age, when stale). */
export const SourcesSection = memo(function SourcesSection() {
  const { t } = useTranslation('compare');
  const dateOf = useSourceDate();
  const sources = [...useReportSources().values()];
  if (sources.length === 0) return null;
  const months = FACT_MAX_AGE_MONTHS;
  const anyStale = sources.some((shown) => shown.stale);
  return (
    <section className="report-section report-sources" aria-labelledby="report-sources" data-testid="report-sources">
      <h3 id="report-sources" tabIndex={-1}>
        {t('report.sources.title')}
      </h3>
      <p className="report-sources__intro">{t('report.sources.intro')}</p>
      {anyStale ? <p className="report-sources__stale">{t('report.sources.staleSummary', { count: months })}</p> : null}
      <ol className="report-sources__list">
        {sources.map((shown) => (
          <li
            key={shown.source.id}
            id={anchorOf(shown.source.id)}
            tabIndex={-1}
            className={shown.stale ? 'is-stale' : undefined}
          >
            <span className="report-sources__number">{shown.number}.</span>{' '}
            <span className="report-sources__kind">{t(`report.sources.kindLabel.${shown.source.kind}`)}</span>
            {': '}
            {shown.source.url ? (
              <a href={shown.source.url} target="_blank" rel="noreferrer noopener">
                {shown.source.title}
              </a>
            ) : (
              <span>{shown.source.title}</span>
            )}
            {' — '}
            <span className="report-sources__date">{dateOf(shown)}</span>
            {shown.source.url ? (
              <span className="report-sources__url report-print-only"> ({shown.source.url})</span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
});
