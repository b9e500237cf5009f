import { useTranslation } from 'react-i18next';
import { useListPackages } from '@/api/generated/query/packages/packages';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Spinner } from '@/components/ui/spinner';

// Placeholder route module: the landing issue fills it in.
export function Component() {
  const { t } = useTranslation('common');
  useDocumentTitle('pageTitle.home');
  const packages = useListPackages();
  return (
    <div className="container">
      <h1 id="hero">{t('pageTitle.home')}</h1>
      <section id="packages" aria-labelledby="packages-title">
        <h2 id="packages-title">{t('nav.packages')}</h2>
        {packages.isPending ? <Spinner /> : null}
        <ul>{packages.data?.map((pkg) => <li key={pkg.id}>{pkg.name}</li>)}</ul>
      </section>
    </div>
  );
}
