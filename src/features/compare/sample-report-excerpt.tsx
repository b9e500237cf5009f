import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getGetSampleComparisonQueryKey, useGetSampleComparison } from '@/api/generated/query/comparisons/comparisons';
import type { ComparisonResult, SharedComparison } from '@shared/api/generated/model';
import { paths } from '@/config/paths';
import { ErrorWithRetry } from '@/components/ui/error-with-retry';
import { Spinner } from '@/components/ui/spinner';
import { reportTitle } from './lib/report-model';
import { DetailedFeatures } from './components/report/detailed-features';
import { SpecializedFeatures } from './components/report/specialized-features';
import { ReportNotices, Verdict } from './components/report/report-top';
import './components/report/report.css';
import './sample-report-excerpt.css';

/** The one table of the excerpt: the largest specialized table, else the largest detailed one. */
function excerptTable(result: ComparisonResult) {
  const bySize = <T,>(list: T[] | null | undefined, size: (entry: T) => number) =>
    [...(list ?? [])].filter((entry) => size(entry) > 0).sort((a, b) => size(b) - size(a))[0];
  const specialized = bySize(result.specialized_features, (category) => category.features?.length ?? 0);
  if (specialized) return { specialized };
  const detailed = bySize(result.detailed_feature_comparison, (category) => category.rows?.length ?? 0);
  return detailed ? { detailed } : {};
}

/**
 * A live sample report for visitors (GET /api/sample-comparison, no sign-in): the demo engine's
 * report cut down to what sells the product — the demo-data note, the verdict and one table, with
 * the report's own components — and a way to run one's own. Public entry of the compare feature
 * for the home page; the app layer places it (features do not import each other).
 */
export function SampleReportExcerpt() {
  const { t, i18n } = useTranslation('share');
  const language = i18n.resolvedLanguage ?? i18n.language;
  // The report follows the interface language (Accept-Language): one cache entry per language.
  const sample = useGetSampleComparison({
    query: { queryKey: [...getGetSampleComparisonQueryKey(), language], staleTime: Infinity },
  });
  if (sample.isPending) {
    return (
      <div className="sample-excerpt sample-excerpt--pending">
        <Spinner label={t('sample.loading')} />
      </div>
    );
  }
  if (sample.isError) {
    return (
      <div className="sample-excerpt sample-excerpt--pending">
        <ErrorWithRetry onRetry={() => void sample.refetch()} retrying={sample.isFetching}>
          {t('sample.error')}
        </ErrorWithRetry>
      </div>
    );
  }
  return <SampleExcerpt sample={sample.data} />;
}

function SampleExcerpt({ sample }: { sample: SharedComparison }) {
  const { t } = useTranslation('share');
  const { result } = sample;
  const table = excerptTable(result);
  const itemNames = result.items.map((item) => item.name);
  return (
    <article
      className="sample-excerpt card"
      lang={sample.language}
      aria-labelledby="sample-excerpt-title"
      data-testid="sample-report"
    >
      <header className="sample-excerpt__header">
        <p className="sample-excerpt__eyebrow">
          {t('sample.eyebrow')} <span className="sample-excerpt__badge">{t('sample.demoBadge')}</span>
        </p>
        <h3 id="sample-excerpt-title">{reportTitle(sample)}</h3>
      </header>
      <ReportNotices source={sample.source} />
      <Verdict result={result} />
      {table.specialized ? <SpecializedFeatures categories={[table.specialized]} itemNames={itemNames} /> : null}
      {table.detailed ? <DetailedFeatures categories={[table.detailed]} itemNames={itemNames} /> : null}
      <footer className="sample-excerpt__footer">
        <p>{t('sample.ctaText')}</p>
        <Link className="btn btn--primary" to={paths.register.href()}>
          {t('sample.cta')}
        </Link>
      </footer>
    </article>
  );
}
