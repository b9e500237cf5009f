import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { getGetComparisonQueryKey, useVoteInPoll } from '@/api/generated/query/comparisons/comparisons';
import type { Comparison, Poll } from '@shared/api/generated/model';
import { countOptions, formatCount, formatPercent } from '@/lib/format';
import { useDisplay } from './report-value';
import { SectionFold } from './report-fold';

/** Percent of the total, 0–100, whole numbers; a poll with no votes shows 0 %. */
export function votePercent(votes: number, total: number): number {
  if (!Number.isFinite(votes) || !Number.isFinite(total) || total <= 0 || votes <= 0) return 0;
  return Math.min(100, Math.round((votes / total) * 100));
}

interface UserPollProps {
  /** The owner's comparison: votes go to it. Without one the poll can only be read. */
  comparisonId?: string;
  poll: Poll;
  /** Results only, no voting (a public shared report, a sample): no vote buttons are rendered. */
  readOnly?: boolean;
}

/** The poll: its results, and the owner's vote buttons unless it is read-only. */
export const UserPoll = memo(function UserPoll({ comparisonId, poll, readOnly = false }: UserPollProps) {
  const { t, i18n } = useTranslation('compare');
  const display = useDisplay();
  const queryClient = useQueryClient();
  // The server's answer wins over the props until the cached report catches up.
  const [answered, setAnswered] = useState<Poll | null>(null);
  const current = answered ?? poll;
  const vote = useVoteInPoll({
    mutation: {
      onSuccess: (updated) => {
        setAnswered(updated);
        if (comparisonId)
          queryClient.setQueryData<Comparison>(getGetComparisonQueryKey(comparisonId), (old) =>
            old?.result ? { ...old, result: { ...old.result, poll: updated } } : old,
          );
      },
    },
  });
  const options = current.options ?? [];
  const sum = options.reduce((total, option) => total + (Number.isFinite(option.votes) ? option.votes : 0), 0);
  const total = current.total_votes > 0 ? current.total_votes : sum;
  const votable = !readOnly && comparisonId !== undefined;
  return (
    <section className="report-section report-section--deferred report-poll" aria-labelledby="report-poll">
      <h3 id="report-poll" tabIndex={-1}>
        {t('report.poll')}
      </h3>
      <SectionFold headingId="report-poll" title={t('report.poll')}>
        <p className="report-poll__question">
          {current.question?.trim() ? current.question : t('report.pollDefaultQuestion')}
        </p>
        <ul className="report-poll__options">
          {options.map((option, index) => {
            const percent = votePercent(option.votes, total);
            const mine = current.user_vote === option.label;
            return (
              <li key={`${index}-${option.label}`} className={`report-poll__option${mine ? ' is-mine' : ''}`}>
                <div className="report-poll__row">
                  <span className="report-poll__label">
                    {display(option.label)}
                    {mine ? <span className="best-badge">{t('report.yourVote')}</span> : null}
                  </span>
                  <span className="report-poll__votes">
                    {t('report.optionVotes', {
                      count: option.votes,
                      votes: formatCount(option.votes, i18n.language),
                      percent: formatPercent(percent, i18n.language),
                    })}
                  </span>
                </div>
                <div className="report-poll__bar" aria-hidden="true">
                  <span style={{ width: `${percent}%` }} />
                </div>
                {votable ? (
                  <button
                    type="button"
                    className="btn btn--secondary report-poll__vote report-no-print"
                    aria-pressed={mine}
                    disabled={vote.isPending}
                    onClick={() => vote.mutate({ comparisonId, data: { option: option.label } })}
                  >
                    {t('report.vote', { label: option.label })}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
        <p className="report-poll__total">{t('report.totalVotes', countOptions(total, i18n.language))}</p>
        {vote.isError ? (
          <p className="report-error" role="alert">
            {t('report.voteError')}
          </p>
        ) : null}
      </SectionFold>
    </section>
  );
});
