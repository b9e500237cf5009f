import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import {
  getListConversationMessagesMockHandler,
  getListConversationMessagesMockHandler200,
  getListConversationMessagesMockHandler404,
  getListConversationsMockHandler,
  getListConversationsMockHandler200,
  getListConversationsMockHandler500,
} from '@/api/generated/query/chat/chat.msw';
import type { ChatDetailMessage, Conversation } from '@shared/api/generated/model';
import { renderApp } from '@tests/render-app';
import { signedInAs } from '@tests/test-user';
import { answerError } from '@tests/api-answers';

const NIGHT: Conversation = {
  id: 'conv_night',
  title: 'Night photos: iPhone 15 or Galaxy S24?',
  updatedAt: '2025-09-15T10:31:07Z',
};
const LAPTOP: Conversation = {
  id: 'conv_laptop',
  title: 'Best budget laptop for a student',
  updatedAt: '2025-09-11T21:14:52Z',
};
/** The night-photos conversation: two questions, two answers, in order. */
const NIGHT_MESSAGES: ChatDetailMessage[] = [
  {
    id: 'm1',
    role: 'user',
    content: 'Which one is better in the dark?',
    createdAt: '2025-09-15T10:30:00Z',
    status: 'done',
  },
  {
    id: 'm2',
    role: 'assistant',
    content: 'The **Galaxy S24**, slightly.',
    createdAt: '2025-09-15T10:30:05Z',
    status: 'done',
  },
  {
    id: 'm3',
    role: 'user',
    content: 'How does the iPhone 15 do on camera?',
    createdAt: '2025-09-15T10:31:00Z',
    status: 'done',
  },
  {
    id: 'm4',
    role: 'assistant',
    content: 'Very well in daylight and video.',
    createdAt: '2025-09-15T10:31:07Z',
    status: 'done',
  },
];

/** The server's answers for this user: two conversations, and each one's messages by id. */
function serverConversations() {
  server.use(
    getListConversationsMockHandler({ success: true, data: [NIGHT, LAPTOP] }),
    getListConversationMessagesMockHandler(({ params }) => ({
      success: true,
      data: params.conversationId === NIGHT.id ? NIGHT_MESSAGES : [],
    })),
  );
}

async function openHistory(language: 'en' | 'tr' = 'en') {
  const user = signedInAs('Level_4');
  const view = await renderApp('/app/chat_history', { user, language });
  // The first render loads the lazy route and its texts: give it more than the default second.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { ...view, user: userEvent.setup() };
}

describe('chat history', () => {
  beforeEach(() => serverConversations());

  it("lists the user's conversations with their title and date", async () => {
    await openHistory();
    expect(await screen.findByRole('button', { name: /Night photos: iPhone 15 or Galaxy S24\?/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Best budget laptop for a student/ })).toHaveTextContent(/Last message/);
  });

  it('shows the default title for an untitled conversation, in both languages', async () => {
    server.use(
      getListConversationsMockHandler200({
        success: true,
        data: [{ id: 'c1', title: null, updatedAt: '2025-09-10T10:00:00Z' }],
      }),
    );
    const { unmount } = await openHistory();
    expect(await screen.findByRole('button', { name: /Untitled conversation/ })).toBeInTheDocument();
    unmount();
    await openHistory('tr');
    expect(await screen.findByRole('button', { name: /Adsız sohbet/ })).toBeInTheDocument();
  });

  it('shows "Chat history could not be retrieved." when the list fails, and retries', async () => {
    server.use(answerError(getListConversationsMockHandler500, 'Boom', { once: true }));
    const { user } = await openHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent('Chat history could not be retrieved.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Night photos/ })).toBeInTheDocument();
  });

  it('opens the detail dialog with the messages, closes it with Escape and returns focus to the opener', async () => {
    const { user } = await openHistory();
    const opener = await screen.findByRole('button', { name: /Night photos/ });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Night photos: iPhone 15 or Galaxy S24?' });
    // The seeded conversation: two questions, two answers, in order.
    await waitFor(() => expect(dialog.querySelectorAll('.chat-message')).toHaveLength(4));
    expect(dialog.querySelectorAll('.chat-message--user')).toHaveLength(2);
    expect(dialog.querySelectorAll('.chat-message--ai')).toHaveLength(2);
    // Every user message, and only those, is labelled for screen readers.
    expect(within(dialog).getAllByText(/^You:/)).toHaveLength(dialog.querySelectorAll('.chat-message--user').length);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const { user } = await openHistory();
    await user.click(await screen.findByRole('button', { name: /Best budget laptop/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows "No messages in this conversation." for an empty one', async () => {
    server.use(getListConversationMessagesMockHandler200({ success: true, data: [] }));
    const { user } = await openHistory();
    await user.click(await screen.findByRole('button', { name: /Night photos/ }));
    expect(
      await within(await screen.findByRole('dialog')).findByText('No messages in this conversation.'),
    ).toBeInTheDocument();
  });

  it('shows an error in the dialog when the messages cannot be loaded', async () => {
    server.use(answerError(getListConversationMessagesMockHandler404, 'Conversation not found.'));
    const { user } = await openHistory();
    await user.click(await screen.findByRole('button', { name: /Night photos/ }));
    expect(await within(await screen.findByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'The messages of this conversation could not be retrieved.',
    );
  });

  it('continues a conversation on the chat screen', async () => {
    const { user, router } = await openHistory();
    await user.click(await screen.findByRole('button', { name: /Night photos/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Continue this conversation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/chat'));
    expect(router.state.location.search).toBe(`?conversation=${NIGHT.id}`);
    // The conversation's own messages are on the chat screen.
    // The chat screen may still be settling (its strings, the conversation): wait for its log.
    expect(
      await within(await screen.findByRole('log')).findByText(/Which one is better in the dark\?/),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('log')).getByText(/How does the iPhone 15 do on camera\?/)).toBeInTheDocument();
  });
});
