import { useDocumentTitle } from '@/hooks/use-document-title';
import { LegalDocument } from './components/legal-document';

/** `/terms-of-service`: static text in the interface language, effective 10 September 2025. */
export function Component() {
  useDocumentTitle('pageTitle.terms');
  return <LegalDocument document="terms" />;
}
