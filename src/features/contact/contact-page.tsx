import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ContactTopic } from '@shared/api/generated/model';
import { Alert } from '@/components/ui/alert';
import { LockedOfferNote } from '@/components/packages/locked-offer-note';
import { CONTACT_TOPIC_PARAM } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { usePackageAccess } from '@/hooks/use-package-access';
import { useStoredUser } from '@/hooks/use-session';
import { ContactForm } from './components/contact-form';
import './contact.css';

/** `/contact`: posts name, email and message to the contract's contact endpoint. */
export function Component() {
  const { t } = useTranslation('contact');
  useDocumentTitle('pageTitle.contact');
  const signedIn = useStoredUser() !== null;
  return (
    <div className="container contact-page">
      <div className="card contact-card">
        <h1>{t('title')}</h1>
        <p className="contact-card__intro">{t('intro')}</p>
        {signedIn ? <MemberContact /> : <ContactForm />}
      </div>
    </div>
  );
}

/**
 * A signed-in sender: the server reads their package with the message, so the page says what it
 * gives them (priority_support first in the queue, custom_enterprise_solutions the enterprise
 * topic) and nothing a package does not have.
 */
function MemberContact() {
  const { t } = useTranslation('contact');
  const [searchParams] = useSearchParams();
  const priority = usePackageAccess('priority_support');
  const enterprise = usePackageAccess('custom_enterprise_solutions');
  const asked = searchParams.get(CONTACT_TOPIC_PARAM) === ContactTopic.enterprise;
  return (
    <>
      {priority.state === 'allowed' ? <Alert tone="info">{t('priority')}</Alert> : null}
      {asked && enterprise.state === 'locked' ? (
        <LockedOfferNote offer="custom_enterprise_solutions" access={enterprise} />
      ) : null}
      <ContactForm
        topics={enterprise.state === 'allowed'}
        preselect={asked ? ContactTopic.enterprise : undefined}
        priority={priority.state === 'allowed'}
      />
    </>
  );
}
