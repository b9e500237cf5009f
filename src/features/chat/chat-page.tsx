import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useListConversationMessages } from '@/api/generated/query/chat/chat';
import { useGetComparison } from '@/api/generated/query/comparisons/comparisons';
import { CHAT_COMPARISON_PARAM, paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useStoredUser } from '@/hooks/use-session';
import { CONVERSATION_PARAM, userInitial } from './chat-types';
import { useChat } from './hooks/use-chat';
import { ChatMessageList } from './components/chat-message-list';
import { ChatComposer } from './components/chat-composer';
import { ChatSubject } from './components/chat-subject';
import { SlowNotice } from '@/components/ui/slow-notice';
import { useSlowPending } from '@/hooks/use-slow-pending';
import './chat.css';

export function Component() {
  const { t } = useTranslation('chat');
  useDocumentTitle('pageTitle.chat');
  const user = useStoredUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedId = searchParams.get(CONVERSATION_PARAM) ?? '';
  // Opened from a report ("Ask the assistant about this comparison"): every message is about it.
  const subjectId = searchParams.get(CHAT_COMPARISON_PARAM) ?? '';
  const subject = useGetComparison(subjectId, { query: { enabled: subjectId !== '', staleTime: 10 * 60_000 } });
  const chat = useChat(subjectId && !subject.isError ? subjectId : undefined);
  const history = useListConversationMessages(requestedId, { query: { enabled: requestedId !== '' } });
  const loadedFor = useRef<string | null>(null);
  const { load } = chat;

  // Reopening from the chat history: show that conversation once, then keep talking in it.
  useEffect(() => {
    if (!requestedId || !history.data || loadedFor.current === requestedId) return;
    loadedFor.current = requestedId;
    load(requestedId, history.data);
  }, [requestedId, history.data, load]);

  const startNew = () => {
    loadedFor.current = null;
    chat.startNew();
    if (requestedId || subjectId) setSearchParams({}, { replace: true });
  };

  const loadingHistory = requestedId !== '' && history.isPending;
  // Only the question's own trip can be slow; an answer being written shows its words as they come.
  const slowSend = useSlowPending(chat.sending);
  const slowHistory = useSlowPending(loadingHistory);

  return (
    <div className="container chat-page">
      <div className="chat-page__header">
        <div>
          <h1>{t('title')}</h1>
          <p className="chat-page__intro">{t('intro')}</p>
        </div>
        <div className="chat-page__actions">
          <Button variant="secondary" onClick={startNew}>
            {t('newChat')}
          </Button>
          <Link className="btn btn--ghost" to={paths.app.chatHistory.href()}>
            {t('history')}
          </Link>
        </div>
      </div>
      {subject.data ? <ChatSubject comparison={subject.data} /> : null}
      {subject.isError ? <Alert tone="warning">{t('subject.notFound')}</Alert> : null}
      {history.isError ? <Alert tone="error">{t('loadConversationFailed')}</Alert> : null}
      {/* A question cancelled on its way; a failed answer says so in its own bubble. */}
      {chat.sendFailed ? <Alert tone="error">{t('sendFailed')}</Alert> : null}
      {slowHistory ? (
        <SlowNotice onRetry={() => void history.refetch({ cancelRefetch: true })} onCancel={startNew} />
      ) : null}
      {slowSend ? <SlowNotice onRetry={chat.retry} onCancel={chat.cancel} /> : null}
      {loadingHistory ? (
        <PageSpinner />
      ) : (
        <ChatMessageList
          messages={chat.messages}
          pending={chat.awaitingAnswer}
          busy={chat.isPending}
          initial={userInitial(user?.name)}
          onRetry={chat.retry}
        />
      )}
      {chat.demo ? (
        <p className="chat-demo-note" role="note">
          <strong>{t('demoNote.label')}</strong> {t('demoNote.text')}
        </p>
      ) : null}
      <ChatComposer pending={chat.isPending} disabled={loadingHistory} onSend={chat.send} />
    </div>
  );
}
