import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, User } from '@shared/api/generated/model';
import { SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldShell } from '@/components/ui/field';
import { KeptDraftNote } from '@/components/kept-draft-note';
import { useKeptDraft } from '@/hooks/use-kept-draft';
import { useSaveProfile } from '../hooks/use-save-profile';

function parseLanguage(value: unknown): Language | null {
  return (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : null;
}

/** The interface language, saved to the user through PUT /api/users/me (the contract's way). */
export function LanguageSetting({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const save = useSaveProfile();
  const [language, setLanguage] = useState<Language>(user.language);
  const [saved, setSaved] = useState(false);
  // A 401 while choosing keeps the choice for after the next sign-in.
  const draft = useKeptDraft<Language>('settings-language', {
    read: useCallback(() => (language !== user.language ? language : null), [language, user.language]),
    restore: setLanguage,
    parse: parseLanguage,
  });

  return (
    <form
      className="card settings-section"
      aria-labelledby="settings-language-title"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        draft.dismiss();
        // Name and email go along unchanged (the contract requires them); absent optional fields stay as they are.
        save.mutate({ data: { name: user.name, email: user.email, language } }, { onSuccess: () => setSaved(true) });
      }}
    >
      <h2 id="settings-language-title">{t('settings.languageTitle')}</h2>
      {draft.kept ? <KeptDraftNote onDismiss={draft.dismiss} /> : null}
      <div className="settings-section__row">
        <FieldShell label={t('language.label')} hint={t('settings.languageHint')}>
          {({ inputId, describedBy }) => (
            <select
              id={inputId}
              className="field__input"
              aria-describedby={describedBy}
              value={language}
              onChange={(event) => setLanguage(event.target.value as Language)}
            >
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
