import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { UserIcon } from '@/components/ui/icons';

/** Uploads above this size are refused: a data URL is a third larger and the contract caps it at 200,000 characters. */
export const MAX_PICTURE_BYTES = 150 * 1024;

interface AvatarFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** A translated error from the form (e.g. an invalid address). */
  error?: string;
}

/** Profile picture: upload (as a data URL) or an address, with a preview and the default icon. */
export function AvatarField({ value, onChange, error }: AvatarFieldProps) {
  const { t } = useTranslation('account');
  const [fileError, setFileError] = useState<string | null>(null);
  const uploadId = useId();
  const uploadHintId = `${uploadId}-hint`;
  const isUpload = value.startsWith('data:');

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    if (!file.type.startsWith('image/')) return setFileError(t('avatar.errors.notImage'));
    if (file.size > MAX_PICTURE_BYTES) return setFileError(t('avatar.errors.tooLarge'));
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') {
        setFileError(null);
        onChange(reader.result);
      } else setFileError(t('avatar.errors.unreadable'));
    };
    reader.onerror = () => setFileError(t('avatar.errors.unreadable'));
    reader.readAsDataURL(file);
  };

  return (
    <fieldset className="avatar-field">
      <legend>{t('avatar.legend')}</legend>
      <div className="avatar-field__row">
        <div className="avatar-field__preview">
          {value ? (
            <img src={value} alt={t('avatar.preview')} width={96} height={96} />
          ) : (
            <>
              <UserIcon className="avatar-field__icon" />
              <span className="visually-hidden">{t('avatar.none')}</span>
            </>
          )}
        </div>
        <div className="avatar-field__inputs">
          <div className="field">
            <label className="field__label" htmlFor={uploadId}>
              {t('avatar.upload')}
            </label>
            <input
              id={uploadId}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              aria-describedby={uploadHintId}
              aria-invalid={fileError ? true : undefined}
              onChange={onFile}
            />
            <div className="field__hint" id={uploadHintId}>
              {t('avatar.uploadHint')}
            </div>
            {fileError ? (
              <div className="field__error" role="alert">
                {fileError}
              </div>
            ) : null}
          </div>
          <TextField
            label={t('avatar.url')}
            hint={t('avatar.urlHint')}
            type="url"
            inputMode="url"
            value={isUpload ? '' : value}
            error={error}
            onChange={(event) => {
              setFileError(null);
              onChange(event.target.value);
            }}
          />
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
