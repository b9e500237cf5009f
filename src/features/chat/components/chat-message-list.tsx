import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalChatMessage } from '../chat-types';
import { ChatMessageItem } from './chat-message-item';
import { TypingIndicator } from './typing-indicator';

interface ChatMessageListProps {
  messages: LocalChatMessage[];
  pending: boolean;
  initial: string;
}

/** The conversation; it scrolls to the newest message after every change (SPEC §4). */
export function ChatMessageList({ messages, pending, initial }: ChatMessageListProps) {
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
      aria-label={t('messagesLabel')}
    >
      {messages.length === 0 && !pending ? <p className="chat-messages__empty">{t('empty')}</p> : null}
      <ol className="chat-messages__list">
        {messages.map((message) => (
          <ChatMessageItem key={message.id} message={message} initial={initial} />
        ))}
      </ol>
      {pending ? <TypingIndicator /> : null}
    </div>
  );
}
