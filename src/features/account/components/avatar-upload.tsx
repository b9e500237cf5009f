import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadIcon } from '@/components/ui/icons';
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
    <div className="field avatar-upload">
      {/* The native picker's own text ("Choose File", "No file chosen") follows the browser's
          language, not the app's: the input is visually hidden and its label is the button. */}
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        aria-busy={busy || undefined}
        onChange={(event) => void onFile(event)}
      />
      <label className="btn btn--secondary avatar-upload__button" htmlFor={id}>
        <UploadIcon />
        {t('avatar.upload')}
      </label>
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
