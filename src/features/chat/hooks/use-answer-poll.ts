import { useEffect, type Dispatch, type MutableRefObject, type SetStateAction } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getListConversationsQueryKey, useListConversationMessages } from '@/api/generated/query/chat/chat';
import { ChatMessageEndedStatus, type ChatMessageStatus } from '@shared/api/generated/model';
import { fromDetailMessage, type LocalChatMessage } from '../chat-types';

/** How often the conversation is read while an answer is written (the server stores it about 4× a second). */
export const ANSWER_POLL_MS = 400;
/** The contract's terminal states of an answer: reading it again stops at one of them. */
const ANSWER_ENDED: readonly ChatMessageStatus[] = Object.values(ChatMessageEndedStatus);

interface AnswerPollOptions {
  conversationId: string | undefined;
  /** The answer being written, read from the conversation until it ends. */
  writingId: string | undefined;
  setWritingId: (id: string | undefined) => void;
  messages: LocalChatMessage[];
  setMessages: Dispatch<SetStateAction<LocalChatMessage[]>>;
  /** The composer's lock, released when the answer ends. */
  pending: MutableRefObject<boolean>;
}

/**
 * Reads the conversation while an answer is written and returns the messages to show, that
 * answer as far as it is written in place. When it ends it joins the messages for good.
 */
export function useAnswerPoll(options: AnswerPollOptions): LocalChatMessage[] {
  const { conversationId, writingId, setWritingId, messages, setMessages, pending } = options;
  const queryClient = useQueryClient();
  const conversation = useListConversationMessages(conversationId ?? '', {
    query: { enabled: writingId !== undefined && conversationId !== undefined, refetchInterval: ANSWER_POLL_MS },
  });

  // State adjusted while rendering, as React recommends for state derived from new data.
  const polled = writingId === undefined ? undefined : conversation.data?.find((message) => message.id === writingId);
  if (polled && ANSWER_ENDED.includes(polled.status)) {
    setMessages((list) => list.map((message) => (message.id === polled.id ? fromDetailMessage(polled) : message)));
    setWritingId(undefined);
  }

  // When the answer being read ends (or another conversation is shown), the composer is free again
  // and the chat history's order may have changed.
  useEffect(() => {
    if (writingId === undefined) return;
    return () => {
      pending.current = false;
      void queryClient.invalidateQueries({ queryKey: getListConversationsQueryKey() });
    };
  }, [writingId, queryClient, pending]);

  return polled?.status === 'writing'
    ? messages.map((message) => (message.id === polled.id ? fromDetailMessage(polled) : message))
    : messages;
}
