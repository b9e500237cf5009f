import { useTranslation } from 'react-i18next';
import { useGetSiteStats } from '@/api/generated/query/comparisons/comparisons';
import { countOptions, interfaceLanguage } from '@/lib/format';

/**
 * The hero's line of proof: the counts the database holds, as the server gives them; until they
 * arrive (and if they cannot be read) a sentence that claims no number.
 */
export function HeroProof() {
  const { t, i18n } = useTranslation('landing');
  const stats = useGetSiteStats();
  const language = interfaceLanguage(i18n);
  const counts = stats.data;
  return (
    <p className="landing-hero__proof">
      {counts
        ? t('hero.stats', {
            accounts: t('hero.statsAccounts', countOptions(counts.accounts, language)),
            comparisons: t('hero.statsComparisons', countOptions(counts.comparisons, language)),
            votes: t('hero.statsVotes', countOptions(counts.votes, language)),
          })
        : t('hero.socialProof')}
    </p>
  );
}
