import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useListPopularComparisons } from '@/api/generated/query/comparisons/comparisons';
import { paths } from '@/config/paths';
import { TextField } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIsAuthenticated } from '@/hooks/use-session';
import { POPULAR_SHOWN } from '@/config/popular';
import { requestCompareRun } from '@/lib/compare-draft';
import './not-found-page.css';

/**
 * The 404 page: a title, a way on (compare something now) and the popular comparisons. A visitor
 * goes through the login page, which sends them on to the compare screen with the query filled in.
 */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle('pageTitle.notFound');
  const navigate = useNavigate();
  const signedIn = useIsAuthenticated();
  const popular = useListPopularComparisons({ query: { staleTime: 5 * 60_000 } });
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | undefined>();

  // Either way the compare screen runs the query when it opens (after the sign-in for a visitor).
  const askRun = (text: string) => requestCompareRun({ query: text, features: [], isDetailed: false });
  const compareHref = (text: string) => {
    const target = `${paths.app.compare.href()}?q=${encodeURIComponent(text)}`;
    return signedIn ? target : paths.login.href(target);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) {
      setError(t('notFound.emptyQuery'));
      return;
    }
    askRun(text);
    void navigate(compareHref(text));
  };

  return (
    <div className="container not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('errors.notFoundTitle')}</h1>
      <p className="not-found__text">{t('errors.notFoundText')}</p>
      <form
        className="not-found__compare card"
        role="search"
        aria-label={t('notFound.compareTitle')}
        onSubmit={submit}
        noValidate
      >
        <TextField
          label={t('notFound.compareLabel')}
          placeholder={t('notFound.comparePlaceholder')}
          value={query}
          error={error}
          onChange={(event) => {
            setQuery(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit">{t('notFound.compareButton')}</Button>
      </form>
      {popular.data && popular.data.length > 0 ? (
        <section className="not-found__popular" aria-labelledby="not-found-popular">
          <h2 id="not-found-popular">{t('notFound.popularTitle')}</h2>
          <ul>
            {popular.data.slice(0, POPULAR_SHOWN).map((comparison) => (
              <li key={comparison.id}>
                <Link to={compareHref(comparison.query)} onClick={() => askRun(comparison.query)}>
                  {comparison.items.join(` ${t('notFound.versus')} `)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* A signed-in user goes back to the app; a visitor to the home page. */}
      <Link className="not-found__home" to={signedIn ? paths.app.compare.href() : paths.home.href()}>
        {signedIn ? t('errors.backToApp') : t('errors.backHome')}
      </Link>
    </div>
  );
}
