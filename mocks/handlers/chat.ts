// The AI chat assistant (Level_4 only), its history, and the public demo chat.
import { HttpResponse, http, type DefaultBodyType, type PathParams } from 'msw';
import type {
  ChatDetailMessage,
  ChatMessageListResponse,
  ChatMessageResponse,
  ChatReply,
  ChatReplyResponse,
  Conversation,
  ConversationListResponse,
  ErrorResponse,
} from '@/api/generated/model';
import { createDemoMessageBody, sendChatMessageBody } from '@/api/generated/zod/chat/chat.zod';
import { demoReply } from '../chat-reply';
import { demoChat } from '../comparison-engine';
import { fail, languageOf, ok, readBody, requireUser, say, type Reply } from '../http-helpers';
import { latency } from '../latency';
import { randomHex } from '../random';
import { db, mutate, type MockUser } from '../store';
import { myPackageOf } from '../views';

const TITLE_LENGTH = 40;

/** A new chat's title: its first message, cut at a word boundary with an ellipsis when longer than 40 characters. */
export function titleOf(content: string): string | null {
  const text = content.trim().replace(/\s+/g, ' ');
  if (text.length <= TITLE_LENGTH) return text || null;
  const cut = text.slice(0, TITLE_LENGTH);
  const space = cut.lastIndexOf(' ');
  // Keep a word that ends right at the limit; a single very long word is cut where it must be.
  const words = text[TITLE_LENGTH] === ' ' || space < TITLE_LENGTH / 2 ? cut : cut.slice(0, space);
  return `${words.replace(/[\s,.;:!?—–-]+$/, '')}…`;
}

/** The user when they may chat, else the 401/403 response. */
function requireChatUser(request: Request): MockUser | HttpResponse<ErrorResponse> {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  if (user.package_name !== 'Level_4') {
    return fail(
      403,
      say(request, 'The assistant is available in the Premium package.', 'Asistan Premium pakette kullanılabilir.'),
    );
  }
  return user;
}

const conversationNotFound = (request: Request) =>
  fail(404, say(request, 'Conversation not found.', 'Sohbet bulunamadı.'));
const comparisonNotFound = (request: Request) =>
  fail(404, say(request, 'Comparison not found.', 'Karşılaştırma bulunamadı.'));

export const chatHandlers = [
  http.post<PathParams, DefaultBodyType, Reply<ChatReplyResponse>>('*/api/chat', async ({ request }) => {
    const user = requireChatUser(request);
    if (user instanceof Response) return user;
    const body = await readBody(request, sendChatMessageBody);
    if ('response' in body) return body.response;
    const { conversationId, content, comparisonId } = body.data;
    const existing = conversationId
      ? (db().conversations[user.id] ?? []).find((c) => c.id === conversationId)
      : undefined;
    if (conversationId && !existing) return conversationNotFound(request);
    // A chat opened from a report is about that comparison, which must be the user's own.
    const subject = comparisonId ? (db().comparisons[user.id] ?? []).find((c) => c.id === comparisonId) : undefined;
    if (comparisonId && !subject) return comparisonNotFound(request);
    const usage = myPackageOf(user);
    if (usage.remaining_messages === 0 || (!existing && usage.remaining_conversations === 0)) {
      return fail(
        429,
        say(
          request,
          'You have reached the message limit of your package. Upgrade your package for more.',
          'Paketinizin mesaj limitine ulaştınız. Daha fazlası için paketinizi yükseltin.',
        ),
      );
    }
    const askedAt = new Date().toISOString();
    await latency('chat', request.signal);
    // A cancelled send must not leave a half conversation behind.
    if (request.signal.aborted) return HttpResponse.error();
    // The demo engine answers from this conversation and the user's own stored comparisons.
    const history = (existing?.messages ?? []).map((m) => ({
      role: m.role === 'user' ? ('user' as const) : ('assistant' as const),
      content: m.content,
    }));
    const comparisons = [...(db().comparisons[user.id] ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const { output, source } = demoChat({ content, language: languageOf(request), history, comparisons, subject });
    const createdAt = new Date().toISOString();
    const reply: ChatDetailMessage = { id: `msg_${randomHex(8)}`, role: 'assistant', content: output, createdAt };
    const question: ChatDetailMessage = { id: `msg_${randomHex(8)}`, role: 'user', content, createdAt: askedAt };
    const id = mutate((state) => {
      const list = (state.conversations[user.id] ??= []);
      let conversation = list.find((c) => c.id === conversationId);
      if (!conversation) {
        conversation = { id: `conv_${randomHex(8)}`, title: titleOf(content), updatedAt: createdAt, messages: [] };
        list.push(conversation);
        user.usage.conversations += 1;
      }
      conversation.messages.push(question, reply);
      conversation.updatedAt = createdAt;
      user.usage.messages += 1;
      return conversation.id;
    });
    const result: ChatReply = { output, createdAt, message: { conversationId: id, id: reply.id }, source };
    return ok(result);
  }),

  http.get<PathParams, DefaultBodyType, Reply<ConversationListResponse>>('*/api/conversations', async ({ request }) => {
    await latency('default', request.signal);
    const user = requireChatUser(request);
    if (user instanceof Response) return user;
    const list: Conversation[] = (db().conversations[user.id] ?? [])
      .map((c) => ({ id: c.id, title: c.title, updatedAt: c.updatedAt }))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    return ok(list);
  }),

  http.get<{ conversationId: string }, DefaultBodyType, Reply<ChatMessageListResponse>>(
    '*/api/messages/:conversationId',
    async ({ request, params }) => {
      await latency('default', request.signal);
      const user = requireChatUser(request);
      if (user instanceof Response) return user;
      const conversation = (db().conversations[user.id] ?? []).find((c) => c.id === params.conversationId);
      return conversation ? ok(conversation.messages) : conversationNotFound(request);
    },
  ),

  http.post<PathParams, DefaultBodyType, Reply<ChatMessageResponse>>('*/api/messages', async ({ request }) => {
    await latency('chat', request.signal);
    const body = await readBody(request, createDemoMessageBody);
    if ('response' in body) return body.response;
    const createdAt = new Date().toISOString();
    mutate((state) => {
      // Keep only the latest demo messages: nobody reads them, they just must not grow forever.
      state.demoMessages = [
        ...state.demoMessages,
        { conversationId: body.data.conversationId, content: body.data.content, createdAt },
      ].slice(-50);
    });
    const reply: ChatDetailMessage = {
      id: `msg_demo_${randomHex(8)}`,
      role: 'assistant',
      content: demoReply(languageOf(request)),
      createdAt,
    };
    return ok(reply, { status: 201 });
  }),
];
