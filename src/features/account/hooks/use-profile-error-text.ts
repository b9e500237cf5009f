import { useTranslation } from 'react-i18next';
import type { ProfileErrorCode } from '../profile-schema';

/** Turns a profile form error (a code from the schema, or a server message) into the text shown. */
export function useProfileErrorText() {
  const { t } = useTranslation('account');
  const texts: Record<ProfileErrorCode, string> = {
    blank: t('profile.errors.required'),
    nameMax: t('profile.errors.nameMax'),
    email: t('profile.errors.email'),
    phone: t('profile.errors.phone'),
    linkedin: t('profile.errors.linkedin'),
    linkedinMax: t('profile.errors.linkedinMax'),
    pictureUrl: t('avatar.errors.url'),
    pictureTooLarge: t('avatar.errors.tooLarge'),
  };
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    return message in texts ? texts[message as ProfileErrorCode] : message;
  };
}
