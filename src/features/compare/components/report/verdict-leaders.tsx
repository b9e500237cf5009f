import { useTranslation } from 'react-i18next';
import type { Verdict } from '@/features/compare/lib/report-model';
import { formatList } from '@/lib/format';
import { useScore } from './report-value';
import { SourceMark } from './report-sources';

/** "koşu için en iyisi" → "Koşu için en iyisi": the purpose opens the Turkish label. */
const upperFirst = (text: string, language: string) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

/**
 * The verdict's first line: the winner, or the items tied, and what they won on — the asker's
 * purpose ("Best for running") or the overall score — with the report's reason under it. A score
 * is shown beside the names only when it is what decided: never for a purpose, and for a tie only
 * when the tied scores read the same. The reason ends with the marks of the figures it quotes.
 */
export function VerdictLeaders({
  verdict,
  scoreSource,
}: {
  verdict: Omit<Verdict, 'bestFor'>;
  scoreSource: (name: string) => string | null | undefined;
}) {
  const { t, i18n } = useTranslation('compare');
  const score = useScore();
  const { leaders, basis, purpose, deciding, decidingSources = [] } = verdict;
  if (leaders.length === 0) return null;
  const tie = leaders.length > 1;
  const label =
    basis === 'purpose' && purpose
      ? upperFirst(t(tie ? 'report.tieFor' : 'report.winnerFor', { purpose }), i18n.language)
      : t(tie ? 'report.tie' : 'report.winner');
  const scores = basis !== 'purpose' ? leaders.map((leader) => leader.score) : [];
  const shownScores = scores.every((value) => value !== undefined) ? scores.map((value) => score(value)) : [];
  const sameScore = shownScores.length > 0 && shownScores.every((value) => value === shownScores[0]);
  return (
    <>
      <p className="report-verdict__winner">
        <span className="report-verdict__label">{label}</span>{' '}
        <strong className="report-verdict__name">
          {formatList(
            leaders.map((leader) => leader.name),
            i18n.language,
          )}
        </strong>
        {sameScore ? (
          <>
            {' '}
            <span className="report-verdict__score">
              {tie ? t('report.tieScore', { score: shownScores[0] }) : shownScores[0]}
              <SourceMark sourceRef={scoreSource(leaders[0].name)} />
            </span>
          </>
        ) : null}
      </p>
      {deciding ? (
        <p className="report-verdict__deciding">
          {deciding}
          {decidingSources.map((ref) => (
            <SourceMark key={ref} sourceRef={ref} />
          ))}
        </p>
      ) : null}
    </>
  );
}
