import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportSource } from '@shared/api/generated/model';
import { scoreSourceOf, soleBestFor, verdictOf, type VerdictSource } from '@/features/compare/lib/report-model';
import { formatDate, formatDateTime, formatList, interfaceLanguage } from '@/lib/format';
import { EvidenceNote } from './evidence-note';
import { useScore } from './report-value';
import { SourceMark } from './report-sources';
import { VerdictLeaders } from './verdict-leaders';

/**
 * What the reader must know before trusting the figures: demo data says so (with the
 * catalogue's date when known); a model's report says which model wrote it and when, since its
 * prices and specifications are estimates of that day; items that could not be identified are named,
 * with whether the report was counted (one that identifies fewer than two items is not).
 */
export const ReportNotices = memo(function ReportNotices({
  source,
  unidentified,
  writtenAt,
  writing = false,
  notCounted = false,
}: {
  source?: ReportSource;
  unidentified?: string[];
  /** When the report was written (its end, else its start): an AI report's notice is dated. */
  writtenAt?: string;
  /** Still being written: the notice names the model at work, not a date it has not reached yet. */
  writing?: boolean;
  /** The server gave this written report back: it is a profile of fewer than two identified items. */
  notCounted?: boolean;
}) {
  const { t, i18n } = useTranslation('compare');
  const names = (unidentified ?? []).filter((name) => name.trim() !== '');
  const demo = source?.engine === 'demo';
  const ai = source?.engine === 'ai' && !!writtenAt;
  if (!demo && !ai && names.length === 0) return null;
  return (
    <div className="report-notices">
      {ai && writtenAt ? (
        <div className="report-notice report-notice--ai" data-testid="ai-note">
          <p>
            {writing
              ? source?.model?.trim()
                ? t('report.aiWriting', { model: source.model.trim() })
                : t('report.aiWritingNoModel')
              : source?.model?.trim()
                ? t('report.aiNote', { model: source.model.trim(), date: formatDateTime(writtenAt, i18n.language) })
                : t('report.aiNoteNoModel', { date: formatDateTime(writtenAt, i18n.language) })}
          </p>
          {source?.evidence?.length ? <EvidenceNote evidence={source.evidence} /> : null}
        </div>
      ) : null}
      {demo ? (
        <p className="report-notice report-notice--demo" data-testid="demo-note">
          {t('report.demoNote')}
          {source?.data_as_of ? (
            <> {t('report.demoAsOf', { date: formatDate(source.data_as_of, i18n.language) })}</>
          ) : null}
          {/* The day it was written; a model's note above says so with its model. */}
          {writtenAt && !writing ? (
            <>
              {' '}
              <span data-testid="written-on">
                {t('report.writtenOn', { date: formatDate(writtenAt, i18n.language) })}
              </span>
            </>
          ) : null}
        </p>
      ) : null}
      {names.length > 0 ? (
        <p className="report-notice report-notice--warning" data-testid="unidentified-note">
          {t('report.unidentified', { items: formatList(names, i18n.language) })}
          {notCounted ? <> {t('report.notCounted')}</> : null}
        </p>
      ) : null}
    </div>
  );
});

/**
 * The answer first: who wins, for the asker's purpose or overall (ties as ties), and the "best for" picks, each with the score
 * it names. Redrawn only when one of the four sections it reads changes (a report being written
 * hands it a new draft object with every arriving section).
 */
export const Verdict = memo(VerdictView, (before, after) =>
  (['comparison_scores', 'use_case_recommendations', 'unidentified_items', 'verdict'] as const).every(
    (key) => before.result[key] === after.result[key],
  ),
);

function VerdictView({ result }: { result: VerdictSource }) {
  const { t, i18n } = useTranslation('compare');
  const score = useScore();
  const { bestFor, ...winner } = verdictOf(result);
  if (winner.leaders.length === 0 && bestFor.length === 0) return null;
  // A score quoted here carries the mark of the item's scores, as in the scores table.
  const scoreSource = (name: string) => scoreSourceOf(result.comparison_scores, name);
  // One item wins every use: one line that says so, not the same name four times.
  const sole = soleBestFor(bestFor);
  return (
    <section className="report-verdict" aria-labelledby="report-verdict" data-testid="verdict">
      <h3 id="report-verdict" tabIndex={-1}>
        {t('report.verdict')}
      </h3>
      <VerdictLeaders verdict={winner} scoreSource={scoreSource} />
      {bestFor.length > 0 ? (
        <>
          <h4 className="report-verdict__subtitle">{t('report.bestFor')}</h4>
          {sole ? (
            <p className="report-verdict__all">
              {t('report.bestForAll', {
                item: sole,
                count: bestFor.length,
                uses: formatList(
                  bestFor.map((pick) => pick.useCase),
                  i18n.language,
                ),
              })}
            </p>
          ) : (
            <ul
              className={`report-verdict__picks${
                // 4 picks in three columns leave one alone on its row: two rows of two instead.
                bestFor.length % 2 === 0 && bestFor.length % 3 !== 0 ? ' report-verdict__picks--pairs' : ''
              }`}
            >
              {bestFor.map((pick, index) => (
                <li key={`${index}-${pick.useCase}`}>
                  <span className="report-verdict__use-case">{pick.useCase}</span>
                  <strong>{pick.item}</strong>
                  {pick.score !== undefined ? (
                    // An interface label (criterion and score) beside the report's own words.
                    <span className="report-verdict__score" lang={interfaceLanguage(i18n)}>
                      {pick.criterion === 'overall' || !pick.criterion
                        ? t('report.overallScore', { score: score(pick.score) })
                        : t('report.criterionScore', {
                            score: score(pick.score),
                            criterion: t(`report.criteria.${pick.criterion}`),
                          })}
                      <SourceMark sourceRef={scoreSource(pick.item)} />
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
