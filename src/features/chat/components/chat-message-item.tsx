import { useTranslation } from 'react-i18next';
import { formatTime as formatClock, interfaceLanguage } from '@/lib/format';
import type { LocalChatMessage } from '../chat-types';

function formatTime(iso: string, language: string): string {
  return formatClock(new Date(iso), language);
}

/** One chat bubble. AI HTML comes from renderMarkdown (sanitised); user text is plain text. */
export function ChatMessageItem({ message, initial }: { message: LocalChatMessage; initial: string }) {
  const { t, i18n } = useTranslation('chat');
  const language = interfaceLanguage(i18n);
  const isUser = message.from === 'user';
  return (
    <li className={`chat-message chat-message--${message.from}${'error' in message ? ' chat-message--error' : ''}`}>
      <span className="chat-message__avatar" aria-hidden="true">
        {isUser ? initial : t('aiAvatar')}
      </span>
      <div className="chat-message__bubble">
        <span className="visually-hidden">{isUser ? t('you') : t('ai')}: </span>
        {message.from === 'user' ? <p className="chat-message__text">{message.text}</p> : null}
        {'html' in message ? (
          // Safe: renderMarkdown sanitised it with DOMPurify (HTML profile only).
          <div className="chat-message__markdown" dangerouslySetInnerHTML={{ __html: message.html }} />
        ) : null}
        {'error' in message ? <p className="chat-message__text">{message.error}</p> : null}
        <time className="chat-message__time" dateTime={message.time}>
          {formatTime(message.time, language)}
        </time>
      </div>
    </li>
  );
}
