import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/api/generated/model';
import { SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { setSavedLanguage } from '@/lib/session';
import { interfaceLanguage } from '@/lib/format';

/** Switches the interface language at once and remembers the choice. */
export function LanguageSelect({ onChange }: { onChange?: (language: Language) => void }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const current = interfaceLanguage(i18n);
  return (
    <span className="language-select">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const language = event.target.value as Language;
          setSavedLanguage(language);
          void i18n.changeLanguage(language);
          onChange?.(language);
        }}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
