import { useEffect, useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { User } from '@shared/api/generated/model';
import { paths, PRIORITIES_SECTION } from '@/config/paths';
import { usePersonalScoreAccess } from '../hooks/use-personal-score-access';
import { ScoreWeightsForm } from './score-weights-form';

/**
 * The profile's personal-score card: the weights editor when the package lists
 * `personalized_score`; otherwise what the feature is and which package has it, with the way to
 * upgrade — never a control that cannot be used.
 */
export function PersonalScoreSetting({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { t: tApp } = useTranslation('app');
  const access = usePersonalScoreAccess();
  const titleId = useId();
  const { hash } = useLocation();
  // Opened from a report's "set your priorities": the card comes into view, its heading focused.
  useEffect(() => {
    if (access.kind === 'pending' || hash !== `#${PRIORITIES_SECTION}`) return;
    const card = document.getElementById(PRIORITIES_SECTION);
    card?.scrollIntoView?.({ block: 'start' });
    card?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [access.kind, hash]);
  if (access.kind === 'pending') return null;
  if (access.kind === 'allowed') return <ScoreWeightsForm user={user} />;
  return (
    <section
      id={PRIORITIES_SECTION}
      className="card account-form score-weights score-weights--locked"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} tabIndex={-1}>
        {t('scoreWeights.title')}
      </h2>
      <p>{t('scoreWeights.lockedWhat')}</p>
      <p>
        <strong>
          {access.includedIn
            ? t('scoreWeights.lockedIn', { package: tApp(`packageNames.${access.includedIn}`) })
            : t('scoreWeights.lockedGeneric')}
        </strong>
      </p>
      <div className="account-form__actions">
        <Link className="btn btn--primary" to={paths.app.packageUpgrade.href()}>
          {t('scoreWeights.upgrade')}
        </Link>
      </div>
    </section>
  );
}
