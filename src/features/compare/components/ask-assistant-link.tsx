import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CHAT_LEVELS, levelOf } from '@/config/levels';
import { paths } from '@/config/paths';
import { MessageIcon } from '@/components/ui/icons';
import { useStoredUser } from '@/hooks/use-session';

/**
 * "Ask the assistant about this comparison" (Level_4 only): the spec keeps the assistant out of
 * the menu, so this is how a Premium user reaches it from a report. The chat learns its subject
 * from the URL; the compare feature never imports the chat feature. Other levels see nothing.
 */
export function AskAssistantLink({ comparisonId }: { comparisonId: string }) {
  const { t } = useTranslation('share');
  const user = useStoredUser();
  if (!CHAT_LEVELS.includes(levelOf(user?.package_name))) return null;
  return (
    <Link className="btn btn--secondary report-actions__ask" to={paths.app.chat.href({ comparison: comparisonId })}>
      <MessageIcon /> {t('menu.askAssistant')}
    </Link>
  );
}
