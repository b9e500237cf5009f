import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HeroSection } from './components/hero-section';
import { FeaturesSection } from './components/features-section';
import { PopularComparisonsSection } from './components/popular-comparisons-section';
import { TestimonialsSection } from './components/testimonials-section';
import { FaqSection } from './components/faq-section';
import { PackagesSection } from './components/packages-section';
import './landing.css';

/** `/`: the marketing page (SPEC §2 "Home"), one section per landing anchor. */
export function Component() {
  // Both namespaces in one call, so they load in parallel rather than one after the other.
  useTranslation(['landing', 'packages']);
  useDocumentTitle('pageTitle.home');
  return (
    <div className="landing">
      <HeroSection />
      <FeaturesSection />
      <PopularComparisonsSection />
      <TestimonialsSection />
      <FaqSection />
      <PackagesSection />
    </div>
  );
}
