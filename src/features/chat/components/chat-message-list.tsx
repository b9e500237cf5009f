import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalChatMessage } from '../chat-types';
import { ChatMessageItem } from './chat-message-item';
import { TypingIndicator } from './typing-indicator';

interface ChatMessageListProps {
  messages: LocalChatMessage[];
  /** Nothing of the answer has arrived yet: the typing dots. */
  pending: boolean;
  /** An answer is being written: screen readers hear it once it is whole, not every word. */
  busy?: boolean;
  initial: string;
  /** Sends the last question again; offered on the conversation's last message when it is a failure. */
  onRetry?: () => void;
}

/** The conversation; it scrolls to the newest message after every change. */
export function ChatMessageList({ messages, pending, busy = false, initial, onRetry }: ChatMessageListProps) {
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages, pending]);

  return (
    // role=log: new messages are announced politely; focusable so keyboard users can scroll it.
    <div
      ref={scroller}
      className="chat-messages"
      tabIndex={0}
      role="log"
      aria-live="polite"
      aria-busy={busy}
      aria-label={t('messagesLabel')}
    >
      {messages.length === 0 && !pending ? <p className="chat-messages__empty">{t('empty')}</p> : null}
      <ol className="chat-messages__list">
        {messages.map((message, index) => (
          <ChatMessageItem
            key={message.id}
            message={message}
            initial={initial}
            onRetry={index === messages.length - 1 && 'error' in message ? onRetry : undefined}
          />
        ))}
      </ol>
      {pending ? <TypingIndicator /> : null}
    </div>
  );
}
