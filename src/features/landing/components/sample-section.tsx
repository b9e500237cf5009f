import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { NearViewport } from './near-viewport';

/**
 * "See what you get": a live sample report right above the Compare preview. The report itself is a
 * slot (`preview`) the app fills from the compare feature; it loads when the section nears the
 * viewport, in a frame whose height is reserved so nothing below it moves when it arrives.
 */
export function SampleSection({ preview }: { preview: ReactNode }) {
  const { t } = useTranslation('landing');
  const placeholder = (
    <div className="landing-sample__placeholder">
      <Spinner label={t('sample.loading')} />
    </div>
  );
  return (
    <section id="sample-report" className="landing-section" aria-labelledby="sample-title">
      <div className="container">
        <h2 id="sample-title">{t('sample.title')}</h2>
        <p className="landing-section__intro">{t('sample.intro')}</p>
        <div className="landing-sample">
          <NearViewport placeholder={placeholder}>
            <Suspense fallback={placeholder}>{preview}</Suspense>
          </NearViewport>
        </div>
      </div>
    </section>
  );
}
