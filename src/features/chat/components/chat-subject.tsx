import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Comparison } from '@shared/api/generated/model';
import { paths } from '@/config/paths';

/** "About: iPhone 15 vs Galaxy S24": the report a chat was opened from, linked back to it. */
export function ChatSubject({ comparison }: { comparison: Pick<Comparison, 'id' | 'items'> }) {
  const { t } = useTranslation('chat');
  return (
    <p className="chat-subject">
      <span className="chat-subject__label">{t('subject.label')}</span>{' '}
      <Link to={paths.app.comparison.href(comparison.id)}>{comparison.items.join(' vs ')}</Link>
    </p>
  );
}
