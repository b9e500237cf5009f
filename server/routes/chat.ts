// sendChatMessage, listConversations, listConversationMessages, createDemoMessage
import type { FastifyInstance } from 'fastify';
import {
  CreateDemoMessageBody,
  ListConversationMessagesParams,
  SendChatMessageBody,
} from '@shared/api/generated/zod/chat/chat.zod';
import { publicOperation, securedOperation, type ServerDeps } from '../http/operation';
import * as chat from '../services/chat';

export function chatRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  securedOperation(
    app,
    deps,
    'sendChatMessage',
    { body: SendChatMessageBody, guard: chat.requireChat },
    async ({ user, body, language }) => {
      const reply = await chat.sendMessage(db, deps.ai, deps.answers, user, body, language);
      return { status: 202, data: reply, poll: `/api/messages/${reply.message.conversationId}` };
    },
  );

  securedOperation(app, deps, 'listConversations', { guard: chat.requireChat }, async ({ user }) => ({
    data: await chat.listConversations(db, user),
  }));

  securedOperation(
    app,
    deps,
    'listConversationMessages',
    { params: ListConversationMessagesParams, guard: chat.requireChat },
    async ({ user, params, language }) => ({
      data: await chat.listMessages(db, user, params.conversationId, language),
    }),
  );

  publicOperation(
    app,
    deps,
    'createDemoMessage',
    { body: CreateDemoMessageBody, rateLimit: 'demoMessage' },
    async ({ body, language }) => ({
      status: 201,
      data: await chat.demoMessage(db, body, language),
    }),
  );
}
