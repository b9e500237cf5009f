import { useId, useState } from 'react';
import { PRIORITIES_SECTION } from '@/config/paths';
import { useTranslation } from 'react-i18next';
import { ScoreCriterion, type ScoreWeights, type User } from '@shared/api/generated/model';
import {
  updateCurrentUserBodyScoreWeightsDesignMax as MAX_WEIGHT,
  updateCurrentUserBodyScoreWeightsDesignMin as MIN_WEIGHT,
} from '@shared/api/generated/zod/users/users.zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/hooks/use-error-text';
import { useSaveScoreWeights } from '../hooks/use-save-score-weights';

const CRITERIA = Object.values(ScoreCriterion);
/** Before the first save every criterion counts the same (the middle of the scale). */
const EQUAL = Math.round((MIN_WEIGHT + MAX_WEIGHT) / 2);
const EQUAL_WEIGHTS: ScoreWeights = {
  design: EQUAL,
  usability: EQUAL,
  performance: EQUAL,
  pricing: EQUAL,
  sentiment: EQUAL,
  sustainability: EQUAL,
};
/** The analyses' criteria count only in reports that include that analysis: their sliders say so. */
const ANALYSIS_HINTS: Partial<Record<ScoreCriterion, 'sentimentHint' | 'sustainabilityHint'>> = {
  sentiment: 'sentimentHint',
  sustainability: 'sustainabilityHint',
};

/**
 * Premium's personal score: how much each criterion matters, one slider each, saved with the
 * profile (PUT /api/users/me with score_weights). The server computes the score on every report.
 */
export function ScoreWeightsForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const save = useSaveScoreWeights();
  const [weights, setWeights] = useState<ScoreWeights>(user.score_weights ?? EQUAL_WEIGHTS);
  const [saved, setSaved] = useState(false);
  const baseId = useId();
  const allZero = CRITERIA.every((criterion) => weights[criterion] === 0);

  return (
    <form
      id={PRIORITIES_SECTION}
      className="card account-form score-weights"
      aria-labelledby={`${baseId}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        // Name, email and language go along unchanged (the contract requires them); the rest stays as it is.
        save.mutate(
          { data: { name: user.name, email: user.email, language: user.language, score_weights: weights } },
          { onSuccess: () => setSaved(true) },
        );
      }}
    >
      <h2 id={`${baseId}-title`} tabIndex={-1}>
        {t('scoreWeights.title')}
      </h2>
      <p className="score-weights__intro">{t('scoreWeights.intro')}</p>
      <div className="score-weights__grid">
        {CRITERIA.map((criterion) => {
          const id = `${baseId}-${criterion}`;
          const value = weights[criterion];
          const hint = ANALYSIS_HINTS[criterion];
          const level = t(`scoreWeights.levels.${value}` as 'scoreWeights.levels.0');
          return (
            <div className="score-weights__row" key={criterion}>
              <label className="field__label" htmlFor={id}>
                {t(`scoreWeights.criteria.${criterion}`)}
              </label>
              <input
                id={id}
                type="range"
                className="score-weights__slider"
                min={MIN_WEIGHT}
                max={MAX_WEIGHT}
                step={1}
                value={value}
                aria-valuetext={t('scoreWeights.valueText', { value, max: MAX_WEIGHT, level })}
                aria-describedby={hint ? `${id}-hint` : undefined}
                onChange={(event) => {
                  setSaved(false);
                  setWeights((current) => ({ ...current, [criterion]: Number(event.target.value) }));
                }}
              />
              <output className="score-weights__value" htmlFor={id} aria-hidden="true">
                <strong>{value}</strong> {level}
              </output>
              {hint ? (
                <p className="field__hint score-weights__hint" id={`${id}-hint`}>
                  {t(`scoreWeights.${hint}`)}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {allZero ? <p className="field__hint">{t('scoreWeights.allZero')}</p> : null}
      {saved ? <Alert tone="success">{t('scoreWeights.saved')}</Alert> : null}
      {save.isError ? <Alert tone="error">{errorText(save.error, t('scoreWeights.failed'))}</Alert> : null}
      <div className="account-form__actions">
        <Button type="submit" loading={save.isPending} loadingText={t('profile.saving')}>
          {t('scoreWeights.save')}
        </Button>
      </div>
    </form>
  );
}
