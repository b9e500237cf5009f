import { useDocumentTitle } from '@/hooks/use-document-title';
import { LegalDocument } from './components/legal-document';

/** `/privacy-policy`: static text in the interface language, effective 10 September 2025. */
export function Component() {
  useDocumentTitle('pageTitle.privacy');
  return <LegalDocument document="privacy" />;
}
