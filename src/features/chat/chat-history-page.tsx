import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useListConversations } from '@/api/generated/query/chat/chat';
import type { Conversation } from '@shared/api/generated/model';
import { paths } from '@/config/paths';
import { formatDateTime, interfaceLanguage } from '@/lib/format';
import { SlowQueryNotice } from '@/components/ui/slow-notice';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ChatDetailDialog } from './components/chat-detail-dialog';
import { QueryState } from '@/components/query-state';
import './chat.css';

export function Component() {
  const { t, i18n } = useTranslation('chat');
  useDocumentTitle('pageTitle.chatHistory');
  const language = interfaceLanguage(i18n);
  const conversations = useListConversations();
  const [open, setOpen] = useState<Conversation | null>(null);
  const titleOf = (conversation: Conversation) => conversation.title?.trim() || t('historyPage.untitled');

  return (
    <div className="container chat-history">
      <h1>{t('historyPage.title')}</h1>
      <p>{t('historyPage.intro')}</p>
      <QueryState
        query={conversations}
        page
        error={t('historyPage.loadError')}
        empty={
          conversations.data?.length === 0 ? (
            <p>
              {t('historyPage.empty')} <Link to={paths.app.chat.href()}>{t('historyPage.startChat')}</Link>
            </p>
          ) : null
        }
      />
      <SlowQueryNotice query={conversations} />
      {conversations.data && conversations.data.length > 0 ? (
        <ul className="chat-history__list">
          {conversations.data.map((conversation) => (
            <li key={conversation.id}>
              <button type="button" className="chat-history__item" onClick={() => setOpen(conversation)}>
                <span className="chat-history__title">{titleOf(conversation)}</span>
                <span className="chat-history__date">
                  {t('historyPage.updatedAt', { date: formatDateTime(conversation.updatedAt, language) })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? <ChatDetailDialog conversation={open} title={titleOf(open)} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
