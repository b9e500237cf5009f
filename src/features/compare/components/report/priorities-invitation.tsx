import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths, PRIORITIES_SECTION } from '@/config/paths';
import { usePackageAccess } from '@/hooks/use-package-access';

/**
 * Under the verdict of a report whose reader's package has the personal score but who has set no
 * priorities yet: the invitation to set them, so the feature is not invisible until found.
 */
export function PrioritiesInvitation() {
  const { t } = useTranslation('compare');
  const access = usePackageAccess('personalized_score');
  if (access.state !== 'allowed') return null;
  return (
    <p className="report-personal report-personal--invite">
      <Link to={paths.app.profile.href(PRIORITIES_SECTION)}>{t('report.personal.invite')}</Link>
    </p>
  );
}
