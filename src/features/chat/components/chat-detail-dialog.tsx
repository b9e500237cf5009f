import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useListConversationMessages } from '@/api/generated/query/chat/chat';
import type { Conversation } from '@shared/api/generated/model';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useStoredUser } from '@/hooks/use-session';
import { continueConversationHref, fromDetailMessage, userInitial } from '../chat-types';
import { ChatMessageItem } from './chat-message-item';
import { QueryState } from '@/components/query-state';

interface ChatDetailDialogProps {
  conversation: Conversation;
  title: string;
  onClose: () => void;
}

/** The chat detail dialog: the past conversation, a close button (and Escape), continue it. */
export function ChatDetailDialog({ conversation, title, onClose }: ChatDetailDialogProps) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const user = useStoredUser();
  const messages = useListConversationMessages(conversation.id);

  return (
    <Dialog
      title={title}
      onClose={onClose}
      footer={
        <Button onClick={() => void navigate(continueConversationHref(paths.app.chat.href(), conversation.id))}>
          {t('detail.continue')}
        </Button>
      }
    >
      <QueryState
        query={messages}
        error={t('detail.loadError')}
        empty={messages.data?.length === 0 ? <p>{t('detail.noMessages')}</p> : null}
      />
      {messages.data && messages.data.length > 0 ? (
        <ol className="chat-detail__list">
          {messages.data.map((message) => (
            <ChatMessageItem key={message.id} message={fromDetailMessage(message)} initial={userInitial(user?.name)} />
          ))}
        </ol>
      ) : null}
    </Dialog>
  );
}
