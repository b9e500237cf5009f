import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, User } from '@/api/generated/model';
import { SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldShell } from '@/components/ui/field';
import { useSaveProfile } from '../hooks/use-save-profile';

/** The interface language, saved to the user through PUT /api/users/me (the contract's way). */
export function LanguageSetting({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const save = useSaveProfile();
  const [language, setLanguage] = useState<Language>(user.language);
  const [saved, setSaved] = useState(false);

  return (
    <form
      className="card settings-section"
      aria-labelledby="settings-language-title"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        // Name and email go along unchanged (the contract requires them); absent optional fields stay as they are.
        save.mutate({ data: { name: user.name, email: user.email, language } }, { onSuccess: () => setSaved(true) });
      }}
    >
      <h2 id="settings-language-title">{t('settings.languageTitle')}</h2>
      <div className="settings-section__row">
        <FieldShell label={t('language.label')} hint={t('settings.languageHint')}>
          {({ inputId, describedBy }) => (
            <select id={inputId} className="field__input" aria-describedby={describedBy} value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
              {SUPPORTED_LANGUAGES.map((option) => (
                <option key={option} value={option}>
                  {t(`language.${option}`)}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      </div>
      {saved ? <Alert tone="success">{t('settings.languageSaved')}</Alert> : null}
      {save.isError ? <Alert tone="error">{t('settings.languageFailed')}</Alert> : null}
      <div>
        <Button type="submit" loading={save.isPending} loadingText={t('profile.saving')}>
          {t('settings.saveLanguage')}
        </Button>
      </div>
    </form>
  );
}
