import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

export function HeroSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="hero" className="landing-hero" aria-labelledby="hero-title">
      <div className="container landing-hero__inner">
        <h1 id="hero-title" className="landing-hero__title">
          {t('hero.title')}
        </h1>
        <p className="landing-hero__description">{t('hero.description')}</p>
        <p className="landing-hero__proof">{t('hero.socialProof')}</p>
        <div className="landing-hero__actions">
          <Link to={paths.register.href()} className="btn btn--primary landing-hero__cta">
            {t('hero.cta')}
          </Link>
          <Link to={paths.home.href('packages')} className="btn btn--secondary">
            {t('hero.secondaryCta')}
          </Link>
        </div>
      </div>
    </section>
  );
}
