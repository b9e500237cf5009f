import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useListPopularComparisons } from '@/api/generated/query/comparisons/comparisons';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { countOptions, interfaceLanguage } from '@/lib/format';
import { POPULAR_SHOWN } from '@/config/popular';
import { QueryState } from '@/components/query-state';
import { requestCompareRun } from '@/lib/compare-draft';

/**
 * Where choosing a popular comparison leads: the login page, which sends the visitor on to the
 * compare screen with the query filled in once they are signed in (a signed-in user goes straight
 * on); the click asks for the run (runPopularComparison), so the comparison is run there.
 */
export function popularComparisonHref(query: string): string {
  return paths.login.href(`${paths.app.compare.href()}?q=${encodeURIComponent(query)}`);
}

/** "Compare now": the compare screen runs this query when it opens, after the sign-in. */
export function runPopularComparison(query: string): void {
  requestCompareRun({ query, features: [], isDetailed: false });
}

export function PopularComparisonsSection() {
  const { t, i18n } = useTranslation('landing');
  const popular = useListPopularComparisons();
  const [expanded, setExpanded] = useState(false);
  const language = interfaceLanguage(i18n);
  const all = popular.data ?? [];
  const shown = expanded ? all : all.slice(0, POPULAR_SHOWN);
  return (
    <section id="compare" className="landing-section landing-section--alt" aria-labelledby="compare-title">
      <div className="container">
        <h2 id="compare-title">{t('popular.title')}</h2>
        <p className="landing-section__intro">{t('popular.intro')}</p>
        <QueryState
          query={popular}
          error={t('popular.error')}
          empty={all.length === 0 ? <p>{t('popular.empty')}</p> : null}
        />
        {shown.length > 0 ? (
          <ul className="landing-popular" id="popular-list">
            {shown.map((comparison) => (
              <li key={comparison.id}>
                {/* The whole card is one link; its "Compare now" is drawn as a button, inside it. */}
                <Link
                  to={popularComparisonHref(comparison.query)}
                  className="landing-popular__link"
                  onClick={() => runPopularComparison(comparison.query)}
                >
                  <span className="landing-popular__items">{comparison.items.join(` ${t('popular.versus')} `)}</span>
                  <span className="landing-popular__footer">
                    <span className="landing-popular__votes">
                      {t('popular.votes', countOptions(comparison.votes, language))}
                    </span>
                    <span className="landing-popular__cta">{t('popular.compareNow')}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {all.length > POPULAR_SHOWN ? (
          <div className="landing-popular__more">
            <Button
              variant="secondary"
              aria-expanded={expanded}
              aria-controls="popular-list"
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? t('popular.showLess') : t('popular.showMore')}
              <span className="landing-popular__chevron" aria-hidden="true" />
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
