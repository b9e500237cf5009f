import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ContactForm } from './components/contact-form';
import './contact.css';

/** `/contact`: posts name, email and message to the contract's contact endpoint. */
export function Component() {
  const { t } = useTranslation('contact');
  useDocumentTitle('pageTitle.contact');
  return (
    <div className="container contact-page">
      <div className="card contact-card">
        <h1>{t('title')}</h1>
        <p className="contact-card__intro">{t('intro')}</p>
        <ContactForm />
      </div>
    </div>
  );
}
