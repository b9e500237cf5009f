import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { getListConversationsQueryKey, useSendChatMessage } from '@/api/generated/query/chat/chat';
import type { ChatDetailMessage } from '@shared/api/generated/model';
import { useErrorText } from '@/hooks/use-error-text';
import { renderMarkdown } from '@/lib/markdown';
import { useAbortableRequest } from '@/hooks/use-slow-pending';
import { fromDetailMessage, localId, type LocalChatMessage } from '../chat-types';
import { useAnswerPoll } from './use-answer-poll';

/**
 * The chat state machine: sending is blocked while a question is sent or its answer
 * written, or the trimmed input is empty; the user message is added at once; the server answers
 * 202 with the answer being written, which is read from the conversation until it is done (its
 * text growing in place) or failed (one error, with Retry); a mock's finished reply is shown at
 * once. The conversation id of the first reply is kept for every later message. A chat opened
 * from a report sends that comparison's id with every message, so each answer is about it.
 */
export function useChat(comparisonId?: string) {
  const { t } = useTranslation('chat');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<LocalChatMessage[]>([]);
  const [conversationId, setConversationId] = useState<string | undefined>();
  // The answer being written, read from the conversation until it ends.
  const [writingId, setWritingId] = useState<string | undefined>();
  // Cancelled while the question was on its way: it stays on screen, marked as not sent.
  const [sendFailed, setSendFailed] = useState(false);
  // Whether the latest answer came from the built-in demo engine (the contract's source.engine),
  // so the screen can say the figures are demo data. A real backend's answers never set it.
  const [demo, setDemo] = useState(false);
  const { request, abort } = useAbortableRequest();
  const mutation = useSendChatMessage({ request });
  // A ref, not mutation.isPending: two Enter presses in one tick must not send twice.
  const pending = useRef(false);
  // Bumped by "New Chat" and by loading another conversation, so a late reply to the old one is dropped.
  const generation = useRef(0);

  const shown = useAnswerPoll({ conversationId, writingId, setWritingId, messages, setMessages, pending });

  const send = useCallback(
    (input: string): boolean => {
      const content = input.trim();
      if (!content || pending.current) return false;
      pending.current = true;
      const current = generation.current;
      setSendFailed(false);
      setMessages((list) => [...list, { id: localId(), from: 'user', text: content, time: new Date().toISOString() }]);
      mutation.mutate(
        { data: { ...(conversationId ? { conversationId } : {}), ...(comparisonId ? { comparisonId } : {}), content } },
        {
          onSuccess: (reply) => {
            if (current !== generation.current) return;
            setConversationId(reply.message.conversationId);
            setDemo(reply.source?.engine === 'demo');
            const id = reply.message.id ?? localId();
            const writing = reply.status === 'writing';
            setMessages((list) => [
              ...list,
              writing
                ? { id, from: 'ai', writing: reply.output, time: reply.createdAt }
                : { id, from: 'ai', html: renderMarkdown(reply.output), time: reply.createdAt },
            ]);
            if (writing) {
              setWritingId(id);
              return;
            }
            pending.current = false;
            void queryClient.invalidateQueries({ queryKey: getListConversationsQueryKey() });
          },
          onError: (error) => {
            console.error('Chat message could not be sent', error);
            if (current !== generation.current) return;
            pending.current = false;
            setMessages((list) => [
              ...list,
              {
                id: localId(),
                from: 'ai',
                error: errorText(error, t('aiFallbackError'), { explain: false }),
                time: new Date().toISOString(),
              },
            ]);
          },
        },
      );
      return true;
    },
    [comparisonId, conversationId, errorText, mutation, queryClient, t],
  );

  const reset = useCallback(
    (next?: { conversationId: string; messages: ChatDetailMessage[] }) => {
      generation.current += 1;
      mutation.reset();
      setSendFailed(false);
      const lastAnswer = next?.messages.findLast((message) => message.role === 'assistant');
      setDemo(lastAnswer?.source?.engine === 'demo');
      setConversationId(next?.conversationId);
      setMessages(next ? next.messages.map(fromDetailMessage) : []);
      // A conversation reopened while its answer is written goes on being read.
      const writing = lastAnswer?.status === 'writing' ? lastAnswer.id : undefined;
      setWritingId(writing);
      pending.current = writing !== undefined;
    },
    [mutation],
  );

  /** Stops waiting for the question in flight (it stays on screen, marked as not sent). */
  const cancel = useCallback(() => {
    abort();
    generation.current += 1;
    pending.current = false;
    mutation.reset();
    setSendFailed(true);
  }, [abort, mutation]);

  /**
   * Sends the last question again: after a failed answer (the server replaces the failed attempt)
   * or a question that never arrived. The failed attempt leaves the screen.
   */
  const retry = useCallback(() => {
    const lastQuestion = messages.findLastIndex((message) => message.from === 'user');
    const last = messages[lastQuestion];
    cancel();
    if (!last || last.from !== 'user') return;
    setSendFailed(false);
    setMessages((list) => list.slice(0, lastQuestion));
    // After this render's state settles: send() reads the pending ref, which cancel() released.
    queueMicrotask(() => send(last.text));
  }, [cancel, messages, send]);

  return {
    messages: shown,
    cancel,
    retry,
    conversationId,
    /** A question is on its way, or its answer is being written: nothing else can be sent. */
    isPending: mutation.isPending || writingId !== undefined,
    /** The question is on its way and nothing of its answer has arrived yet. */
    awaitingAnswer:
      mutation.isPending ||
      shown.some((message) => message.id === writingId && 'writing' in message && !message.writing),
    /** The question itself is on its way (a slow network shows "taking longer" for this only). */
    sending: mutation.isPending,
    sendFailed,
    demo,
    send,
    /** "New Chat": an empty conversation; the next message starts a new one on the server. */
    startNew: () => reset(),
    /** Reopens a past conversation (from the chat history). */
    load: (id: string, history: ChatDetailMessage[]) => reset({ conversationId: id, messages: history }),
  };
}
