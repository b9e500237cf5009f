import { useTranslation } from 'react-i18next';
import { useGetSiteStats } from '@/api/generated/query/comparisons/comparisons';
import { countOptions, interfaceLanguage } from '@/lib/format';

/**
 * The counts the database holds (accounts, comparisons, poll votes), as the server gives them;
 * nothing until they arrive or if they cannot be read. The page claims no number of its own.
 */
export function SiteCounts() {
  const { t, i18n } = useTranslation('landing');
  const stats = useGetSiteStats();
  const language = interfaceLanguage(i18n);
  const counts = stats.data;
  return (
    <p className="landing-counts">
      {counts
        ? t('hero.stats', {
            accounts: t('hero.statsAccounts', countOptions(counts.accounts, language)),
            comparisons: t('hero.statsComparisons', countOptions(counts.comparisons, language)),
            votes: t('hero.statsVotes', countOptions(counts.votes, language)),
          })
        : null}
    </p>
  );
}
