import { useTranslation } from 'react-i18next';

/** The three dots while the assistant answers; the text is there for screen readers. */
export function TypingIndicator() {
  const { t } = useTranslation('chat');
  return (
    <div className="typing-indicator" role="status">
      <span className="typing-indicator__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="visually-hidden">{t('typing')}</span>
    </div>
  );
}
