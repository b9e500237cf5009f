import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UseFormRegister } from 'react-hook-form';
import { CompareFeature } from '@shared/api/generated/model';
import { paths } from '@/config/paths';
import type { CompareFormInput } from '../lib/compare-schema';
import { LockedToggletip } from './locked-toggletip';

export const COMPARE_FEATURES = Object.values(CompareFeature);

interface FeaturePickerProps {
  register: UseFormRegister<CompareFormInput>;
  /** Level_3 and Level_4; others see every option disabled with a lock. */
  advanced: boolean;
  detailed: boolean;
  onDetailedChange: (detailed: boolean) => void;
}

/** The 7 feature toggles and the detail level (summary is open to everyone). */
export function FeaturePicker({ register, advanced, detailed, onDetailedChange }: FeaturePickerProps) {
  const { t } = useTranslation('compare');
  return (
    <div className="feature-picker">
      <fieldset className="feature-picker__group">
        <legend>{t('form.features')}</legend>
        <ul className="feature-picker__list">
          {COMPARE_FEATURES.map((feature) => {
            const name = t(`form.featureNames.${feature}`);
            return (
              <li key={feature} className={`toggle${advanced ? '' : ' is-locked'}`}>
                <label className="toggle__label">
                  <input type="checkbox" value={feature} disabled={!advanced} {...register('features')} />
                  <span>{name}</span>
                </label>
                {advanced ? null : <LockedToggletip name={name} />}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <fieldset className="feature-picker__group">
        <legend>{t('form.detailLevel')}</legend>
        <div className="feature-picker__levels">
          <label className="toggle toggle__label">
            <input type="radio" name="detail-level" checked={!detailed} onChange={() => onDetailedChange(false)} />
            <span>{t('form.summary')}</span>
          </label>
          <span className={`toggle${advanced ? '' : ' is-locked'}`}>
            <label className="toggle__label">
              <input
                type="radio"
                name="detail-level"
                checked={detailed}
                disabled={!advanced}
                onChange={() => onDetailedChange(true)}
              />
              <span>{t('form.detailed')}</span>
            </label>
            {advanced ? null : <LockedToggletip name={t('form.detailed')} />}
          </span>
        </div>
      </fieldset>
      {advanced ? null : (
        <p className="feature-picker__upgrade">
          <Link to={paths.app.packageUpgrade.href()}>{t('form.upgradeLink')}</Link>
        </p>
      )}
    </div>
  );
}
