import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { UserIcon } from '@/components/ui/icons';
import { AvatarUpload } from './avatar-upload';

interface AvatarFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** A translated error from the form (e.g. an invalid address). */
  error?: string;
}

/**
 * Profile picture: an uploaded image (stored as a data URL), with a preview and the default icon.
 * No web addresses: the Content-Security-Policy (`img-src 'self' data:`) blocks pictures from
 * other sites, so one already stored is not shown, and the form says so.
 */
export function AvatarField({ value, onChange, error }: AvatarFieldProps) {
  const { t } = useTranslation('account');
  const isUpload = value.startsWith('data:');

  return (
    <fieldset className="avatar-field">
      <legend>{t('avatar.legend')}</legend>
      <div className="avatar-field__row">
        <div className="avatar-field__preview">
          {isUpload ? (
            <img src={value} alt={t('avatar.preview')} width={96} height={96} />
          ) : (
            <>
              <UserIcon className="avatar-field__icon" />
              <span className="visually-hidden">{t('avatar.none')}</span>
            </>
          )}
        </div>
        <div className="avatar-field__inputs">
          <AvatarUpload onPicture={onChange} />
          {value && !isUpload ? <p className="field__hint">{t('avatar.webAddress')}</p> : null}
          {error ? (
            <div className="field__error" role="alert">
              {error}
            </div>
          ) : null}
          {value ? (
            <Button variant="ghost" onClick={() => onChange('')}>
              {t('avatar.remove')}
            </Button>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
