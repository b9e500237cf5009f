import type { ChatDetailMessage } from '@shared/api/generated/model';
import { renderMarkdown } from '@/lib/markdown';

/**
 * A message as the chat screen shows it. AI text is kept only as
 * sanitised HTML; the user's own text stays plain text and React escapes it. An AI message being
 * written keeps its markdown so far (`writing`), rendered as it grows; a failed one is its error.
 */
export type LocalChatMessage =
  | { id: string; from: 'user'; text: string; time: string }
  | { id: string; from: 'ai'; html: string; time: string }
  | { id: string; from: 'ai'; writing: string; time: string }
  | { id: string; from: 'ai'; error: string; time: string };

let sequence = 0;
export function localId(): string {
  sequence += 1;
  return `local-${Date.now()}-${sequence}`;
}

/** A chat detail message: role user is the user, every other role is the AI. */
export function fromDetailMessage(message: ChatDetailMessage): LocalChatMessage {
  if (message.role === 'user') return { id: message.id, from: 'user', text: message.content, time: message.createdAt };
  if (message.status === 'writing')
    return { id: message.id, from: 'ai', writing: message.content, time: message.createdAt };
  if (message.status === 'failed')
    return { id: message.id, from: 'ai', error: message.failure?.message ?? '', time: message.createdAt };
  return { id: message.id, from: 'ai', html: renderMarkdown(message.content), time: message.createdAt };
}

/** The user's initial, upper-cased with the Turkish locale (i → İ); U when there is no name. */
export function userInitial(name: string | null | undefined): string {
  const first = Array.from(name?.trim() ?? '')[0];
  return (first ?? 'u').toLocaleUpperCase('tr');
}

/** Query parameter with which the chat history reopens a past conversation on the chat screen. */
export const CONVERSATION_PARAM = 'conversation';

export function continueConversationHref(chatHref: string, conversationId: string): string {
  return `${chatHref}?${new URLSearchParams({ [CONVERSATION_PARAM]: conversationId }).toString()}`;
}
