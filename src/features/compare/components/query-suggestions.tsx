import { useTranslation } from 'react-i18next';
import type { Comparison, QuerySuggestion } from '@shared/api/generated/model';
import { Button } from '@/components/ui/button';
import type { RunAgainProps } from './ended-report';

/**
 * Queries to run instead, one button each: a refused query's (`failure.suggestions`) or a written
 * report's that left a name unidentified (`suggestions`, "Kindle Paperwhite vs Kobo Clara 2E" for a
 * profile of Kobo Clara 2E alone). One click runs it with the comparison's options: a new
 * comparison, counted as any new query is. Nothing when there is none or no run is possible here.
 */
export function QuerySuggestions({
  comparison,
  suggestions,
  onRunAgain,
  running = false,
  blockedBy,
}: { comparison: Comparison; suggestions: readonly QuerySuggestion[] | undefined } & RunAgainProps) {
  const { t } = useTranslation('compare');
  if (!suggestions?.length || !onRunAgain) return null;
  return (
    <ul className="report-suggestions" aria-label={t('report.ended.suggestions')}>
      {suggestions.map(({ query }) => (
        <li key={query}>
          <Button
            onClick={() => onRunAgain(comparison, query)}
            disabled={running || !!blockedBy}
            aria-describedby={blockedBy}
          >
            {t('report.ended.suggestion', { query })}
          </Button>
        </li>
      ))}
    </ul>
  );
}
