import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SOURCE_BYTES, resizePicture } from '../lib/resize-picture';

interface AvatarUploadProps {
  /** Receives the resized picture as a data URL. */
  onPicture: (dataUrl: string) => void;
}

/** The file picker of the profile picture: any image up to 10 MB, stored resized (see resizePicture). */
export function AvatarUpload({ onPicture }: AvatarUploadProps) {
  const { t } = useTranslation('account');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const hintId = `${id}-hint`;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError(t('avatar.errors.notImage'));
    if (file.size > MAX_SOURCE_BYTES) return setError(t('avatar.errors.tooLarge'));
    setBusy(true);
    try {
      onPicture(await resizePicture(file));
      setError(null);
    } catch {
      setError(t('avatar.errors.unreadable'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('avatar.upload')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        aria-busy={busy || undefined}
        onChange={(event) => void onFile(event)}
      />
      <div className="field__hint" id={hintId}>
        {t('avatar.uploadHint')}
      </div>
      {error ? (
        <div className="field__error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
