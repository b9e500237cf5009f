import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { getListConversationsQueryKey, useSendChatMessage } from '@/api/generated/query/chat/chat';
import type { ChatDetailMessage } from '@/api/generated/model';
import { useErrorText } from '@/hooks/use-error-text';
import { renderMarkdown } from '@/lib/markdown';
import { useAbortableRequest } from '@/hooks/use-slow-pending';
import { fromDetailMessage, localId, type LocalChatMessage } from '../chat-types';

/**
 * The chat state machine of SPEC §4: sending is blocked while a request is pending or the trimmed
 * input is empty; the user message is added at once; the AI reply (or an AI-side error) follows;
 * the conversation id of the first reply is kept for every later message. A chat opened from a
 * report sends that comparison's id with every message, so each answer is about it.
 */
export function useChat(comparisonId?: string) {
  const { t } = useTranslation('chat');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<LocalChatMessage[]>([]);
  const [conversationId, setConversationId] = useState<string | undefined>();
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
            setMessages((list) => [
              ...list,
              {
                id: reply.message.id ?? localId(),
                from: 'ai',
                html: renderMarkdown(reply.output),
                time: reply.createdAt,
              },
            ]);
            void queryClient.invalidateQueries({ queryKey: getListConversationsQueryKey() });
          },
          onError: (error) => {
            console.error('Chat message could not be sent', error);
            if (current !== generation.current) return;
            setSendFailed(true);
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
          onSettled: () => {
            if (current === generation.current) pending.current = false;
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
      pending.current = false;
      mutation.reset();
      setSendFailed(false);
      setDemo(false);
      setConversationId(next?.conversationId);
      setMessages(next ? next.messages.map(fromDetailMessage) : []);
    },
    [mutation],
  );

  /** Stops waiting for the reply in flight (the question stays on screen, marked as not sent). */
  const cancel = useCallback(() => {
    abort();
    generation.current += 1;
    pending.current = false;
    mutation.reset();
    setSendFailed(true);
  }, [abort, mutation]);

  /** Stops waiting and sends the last question again. */
  const retry = useCallback(() => {
    const last = [...messages].reverse().find((message) => message.from === 'user');
    cancel();
    if (!last || !('text' in last) || !last.text) return;
    setMessages((list) => list.filter((message) => message.id !== last.id));
    // After this render's state settles: send() reads the pending ref, which cancel() released.
    queueMicrotask(() => send(last.text));
  }, [cancel, messages, send]);

  return {
    messages,
    cancel,
    retry,
    conversationId,
    isPending: mutation.isPending,
    sendFailed,
    demo,
    send,
    /** "New Chat": an empty conversation; the next message starts a new one on the server. */
    startNew: () => reset(),
    /** Reopens a past conversation (from the chat history). */
    load: (id: string, history: ChatDetailMessage[]) => reset({ conversationId: id, messages: history }),
  };
}
