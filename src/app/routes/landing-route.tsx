import { lazy } from 'react';
import { LandingPage } from '@/features/landing/landing-page';
import { loadNamespaces } from '@/i18n';

// The compare feature's sample report, composed into the landing page here (features do not import
// each other). Its chunk and strings load only when the landing page renders the slot, i.e. when
// the section nears the viewport — not with the page.
const SampleReportExcerpt = lazy(async () => {
  const [{ SampleReportExcerpt: Excerpt }] = await Promise.all([
    import('@/features/compare/sample-report-excerpt'),
    loadNamespaces(['compare', 'share']),
  ]);
  return { default: Excerpt };
});

/** `/`: the landing page with a live sample report. */
export function Component() {
  return <LandingPage samplePreview={<SampleReportExcerpt />} />;
}
