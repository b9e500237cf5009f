import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import './site-footer.css';

export function SiteFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('footer.navLabel')}>
          <ul className="site-footer__links">
            <li>
              <Link to={paths.contact.href()}>{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy.href()}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to={paths.termsOfService.href()}>{t('footer.terms')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
