import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatTime as formatClock, interfaceLanguage } from '@/lib/format';
import { renderMarkdown } from '@/lib/markdown';
import type { LocalChatMessage } from '../chat-types';
import { useRevealedText } from '../hooks/use-revealed-text';

function formatTime(iso: string, language: string): string {
  return formatClock(new Date(iso), language);
}

interface ChatMessageItemProps {
  message: LocalChatMessage;
  initial: string;
  /** On the last failure only: sends its question again. */
  onRetry?: () => void;
}

/** An answer as it is written: its markdown so far, flowing in word by word. */
function WritingAnswer({ markdown }: { markdown: string }) {
  const shown = useRevealedText(markdown);
  // Safe: renderMarkdown sanitises with DOMPurify (HTML profile only).
  const html = useMemo(() => renderMarkdown(shown), [shown]);
  return (
    <div
      className="chat-message__markdown chat-message__markdown--writing"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * One chat bubble. AI HTML comes from renderMarkdown (sanitised); user text is plain text. A
 * failure is one bubble (the screen's general text and the server's words) with its own retry.
 */
export function ChatMessageItem({ message, initial, onRetry }: ChatMessageItemProps) {
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
        {'writing' in message && message.writing ? <WritingAnswer markdown={message.writing} /> : null}
        {'error' in message ? (
          <div role="alert" className="chat-message__failure">
            <p className="chat-message__text">{message.error || t('aiFallbackError')}</p>
            <p className="chat-message__failure-lead">{t('sendFailed')}</p>
            {onRetry ? (
              <Button variant="secondary" className="chat-message__retry" onClick={onRetry}>
                {t('retry')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {'writing' in message ? null : (
          <time className="chat-message__time" dateTime={message.time}>
            {formatTime(message.time, language)}
          </time>
        )}
      </div>
    </li>
  );
}
