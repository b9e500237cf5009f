import { useTranslation } from 'react-i18next';
import type { QueryUnderstanding } from '@shared/api/generated/model';
import { formatList, interfaceLanguage } from '@/lib/format';

/**
 * What the server understood of the query, in one line under the items: "Comparing Garanti BBVA and
 * Akbank — credit cards". Shown only when the query said more than the names (a subject or a
 * purpose), so the reader sees that those words were read as such and not as part of a name.
 */
export function UnderstoodLine({ understood }: { understood?: QueryUnderstanding }) {
  const { t, i18n } = useTranslation('compare');
  if (!understood) return null;
  const { items, subject } = understood;
  const subjectText = subject?.topic ? t(`report.understood.topic.${subject.topic}`) : subject?.text;
  // A purpose the report is judged for is named in the page's language; any other as typed.
  const label = understood.purpose_label?.[interfaceLanguage(i18n)];
  const purpose = label ? t('report.understood.forPurpose', { purpose: label }) : understood.purpose;
  const about =
    subjectText && purpose
      ? t('report.understood.subjectAndPurpose', { subject: subjectText, purpose })
      : (subjectText ?? purpose);
  if (!about) return null;
  const names =
    items.length === 2
      ? t('report.understood.pair', { first: items[0], second: items[1] })
      : formatList(items, i18n.language);
  return (
    <p className="report__understood" lang={i18n.language}>
      {t('report.understood.comparingAbout', { items: names, about })}
    </p>
  );
}
