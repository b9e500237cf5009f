import { useTranslation } from 'react-i18next';

const FEATURES = ['search', 'security', 'friendliness'] as const;
type Feature = (typeof FEATURES)[number];

// Decorative inline icons: no image requests, no icon library in the landing bundle.
const ICONS: Record<Feature, string> = {
  search: 'M10 2a8 8 0 1 0 4.9 14.3l5.4 5.4 1.4-1.4-5.4-5.4A8 8 0 0 0 10 2zm0 2a6 6 0 1 1 0 12 6 6 0 0 1 0-12z',
  security:
    'M12 1 3 5v6c0 5.5 3.8 10.7 9 12 5.2-1.3 9-6.5 9-12V5l-9-4zm-1.5 15-4-4 1.4-1.4 2.6 2.6 6.1-6.1 1.4 1.4-7.5 7.5z',
  friendliness:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM8.5 8a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm7 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zM12 18a6 6 0 0 1-5.2-3h10.4A6 6 0 0 1 12 18z',
};

export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="features" className="landing-section" aria-labelledby="features-title">
      <div className="container">
        <h2 id="features-title">{t('features.title')}</h2>
        <p className="landing-section__intro">{t('features.intro')}</p>
        <ul className="landing-features">
          {FEATURES.map((feature) => (
            <li key={feature} className="card landing-features__item">
              <svg
                viewBox="0 0 24 24"
                width="40"
                height="40"
                aria-hidden="true"
                focusable="false"
                className="landing-features__icon"
              >
                <path d={ICONS[feature]} fill="currentColor" />
              </svg>
              <h3>{t(`features.items.${feature}.title`)}</h3>
              <p>{t(`features.items.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
