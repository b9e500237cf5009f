import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HeroSection } from './components/hero-section';
import { FeaturesSection } from './components/features-section';
import { SampleSection } from './components/sample-section';
import { PopularComparisonsSection } from './components/popular-comparisons-section';
import { TestimonialsSection } from './components/testimonials-section';
import { NearViewport } from './components/near-viewport';
import { SiteCounts } from './components/site-counts';
import { FaqSection } from './components/faq-section';
import { PackagesSection } from './components/packages-section';
import './landing.css';

interface LandingPageProps {
  /** A live sample report (the app layer fills it from the compare feature); no section without it. */
  samplePreview?: ReactNode;
}

/** `/`: the marketing page, one section per landing anchor. */
export function LandingPage({ samplePreview }: LandingPageProps) {
  // Both namespaces in one call, so they load in parallel rather than one after the other.
  useTranslation(['landing', 'packages']);
  useDocumentTitle('pageTitle.home');
  return (
    <div className="landing">
      <HeroSection />
      <FeaturesSection />
      {samplePreview ? <SampleSection preview={samplePreview} /> : null}
      <PopularComparisonsSection />
      <TestimonialsSection />
      {/* The database's counts, read when they near the viewport: the first screen makes no call for them. */}
      <div className="container">
        <NearViewport placeholder={<p className="landing-counts" />}>
          <SiteCounts />
        </NearViewport>
      </div>
      <FaqSection />
      <PackagesSection />
    </div>
  );
}

/** The page on its own (React Router's lazy-route contract); the app's route adds the sample report. */
export function Component() {
  return <LandingPage />;
}
