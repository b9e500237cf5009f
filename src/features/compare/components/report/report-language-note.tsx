import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/api/generated/model';
import { interfaceLanguage } from '@/lib/format';

/**
 * A report keeps the language it was written in, while the labels around it follow the
 * interface: when the two differ, the page says so (in the interface's language), so a Turkish
 * label beside an English sentence reads as intended rather than as a slip.
 */
export function ReportLanguageNote({ language }: { language: Language }) {
  const { t, i18n } = useTranslation('compare');
  const shown = interfaceLanguage(i18n);
  if (language === shown) return null;
  return (
    <p className="report-notice report-notice--language" lang={shown} data-testid="language-note">
      {t(`report.writtenIn.${language}`)}
    </p>
  );
}
