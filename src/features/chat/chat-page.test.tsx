import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderApp } from '@tests/render-app';
import { signedInAs } from '@tests/test-user';
import {
  getListConversationMessagesResponseMock,
  getListConversationsResponseMock,
  getSendChatMessageMockHandler,
  getSendChatMessageMockHandler500,
  getSendChatMessageResponseMock,
} from '@/api/generated/query/chat/chat.msw';
import {
  getGetComparisonMockHandler,
  getGetComparisonMockHandler404,
} from '@/api/generated/query/comparisons/comparisons.msw';
import type { ChatReply } from '@shared/api/generated/model';
import { answerError, answerErrorWithoutMessage } from '@tests/api-answers';
import { captureRequests, exampleComparison } from '@tests/report-fixtures';

/** A reply written at once (as a mock answers): no conversation to read while it is written. */
function reply(output: string, conversationId = 'conv_test') {
  return HttpResponse.json(
    {
      success: true,
      data: {
        status: 'done',
        output,
        createdAt: new Date().toISOString(),
        message: { conversationId, id: `msg_${Math.random()}` },
      },
    },
    { status: 202 },
  );
}

async function openChat(url = '/app/chat', name?: string) {
  const user = signedInAs('Level_4', name === undefined ? {} : { user: { name } });
  const view = await renderApp(url, { user });
  const input = await screen.findByLabelText('Your message');
  return { ...view, input, user: userEvent.setup() };
}

function log() {
  return screen.getByRole('log');
}

/** The chat bubbles (an AI answer may hold list items of its own). */
function bubbles(): HTMLElement[] {
  return Array.from(log().querySelectorAll<HTMLElement>('.chat-messages__list > li'));
}

describe('chat screen', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError.mockRestore();
    server.events.removeAllListeners();
  });

  it('shows the empty state and blocks sending an empty or blank message', async () => {
    const { input, user } = await openChat();
    expect(screen.getByText(/No messages yet/)).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(bubbles()).toHaveLength(0);
  });

  it('Enter sends; Shift+Enter adds a new line; the reply is rendered as markdown', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/chat', async ({ request }) => {
        bodies.push(await request.json());
        return reply('**Bold answer**\nsecond line https://example.com');
      }),
    );
    const { input, user } = await openChat();
    await user.type(input, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(input).toHaveValue('First line\nsecond line');
    expect(bodies).toHaveLength(0);
    await user.type(input, '{Enter}');
    expect(input).toHaveValue('');
    expect(await within(log()).findByText('Bold answer')).toBeInTheDocument();
    expect(bodies).toEqual([{ content: 'First line\nsecond line' }]);
    const items = bubbles();
    expect(items[0]).toHaveTextContent('First line');
    const link = within(items[1]).getByRole('link', { name: 'https://example.com' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(items[1].querySelector('br')).not.toBeNull();
  });

  it('adds the user message at once, shows the typing dots, blocks a second send while pending, then keeps the conversation id', async () => {
    let release: () => void = () => {};
    const bodies: { conversationId?: string; content: string }[] = [];
    server.use(
      http.post('*/api/chat', async ({ request }) => {
        bodies.push((await request.json()) as { conversationId?: string; content: string });
        if (bodies.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return reply(`Answer ${bodies.length}`, 'conv_kept');
      }),
    );
    const { input, user } = await openChat();
    await user.type(input, 'Hello{Enter}');
    expect(within(log()).getByText('Hello')).toBeInTheDocument();
    expect(screen.getByText('The assistant is typing…')).toBeInTheDocument();
    await user.type(input, 'Too soon{Enter}');
    expect(input).toHaveValue('Too soon');
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await waitFor(() => expect(bodies).toHaveLength(1));
    release();
    expect(await within(log()).findByText('Answer 1')).toBeInTheDocument();
    expect(screen.queryByText('The assistant is typing…')).not.toBeInTheDocument();
    await user.type(input, '{Enter}');
    expect(await within(log()).findByText('Answer 2')).toBeInTheDocument();
    expect(bodies).toEqual([{ content: 'Hello' }, { conversationId: 'conv_kept', content: 'Too soon' }]);
  });

  it('says the answers are demo data when the server says the demo engine wrote them', async () => {
    const example = getSendChatMessageResponseMock().data as ChatReply;
    server.use(
      getSendChatMessageMockHandler({
        success: true,
        data: { ...example, source: { engine: 'demo', data_as_of: '2025-09-01' } },
      }),
    );
    const { input, user } = await openChat();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await user.type(input, 'Which phone has the better camera?{Enter}');
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(within(bubbles()[1]).getByText('Short answer:')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Demo data. These answers come from the built-in demo engine');
  });

  it('shows no demo note for answers that are not from the demo engine', async () => {
    server.use(
      http.post('*/api/chat', () =>
        HttpResponse.json(
          {
            success: true,
            data: {
              status: 'done',
              output: 'Real answer',
              createdAt: new Date().toISOString(),
              message: { conversationId: 'conv_ai' },
              source: { engine: 'ai', model: 'test-model' },
            },
          },
          { status: 202 },
        ),
      ),
    );
    const { input, user } = await openChat();
    await user.type(input, 'Hello{Enter}');
    expect(await within(log()).findByText('Real answer')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('on failure adds an AI-side message with the server message, shows the screen text and logs it', async () => {
    server.use(answerError(getSendChatMessageMockHandler500, 'The assistant is overloaded.'));
    const { input, user } = await openChat();
    await user.type(input, 'Hello{Enter}');
    expect(await within(log()).findByText('The assistant is overloaded.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Message could not be sent: An error occurred while sending your message. Please try again later.',
    );
    expect(consoleError).toHaveBeenCalled();
    // Sending works again after a failure.
    expect(input).toHaveValue('');
    await user.type(input, 'Again');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it.each([
    ['an error without a message', () => answerErrorWithoutMessage(getSendChatMessageMockHandler500)],
    ['a network failure', () => http.post('*/api/chat', () => HttpResponse.error())],
  ])('on %s the AI-side message is "AI mesaj gönderilemedi"', async (_label, failure) => {
    server.use(failure());
    const { input, user } = await openChat();
    await user.type(input, 'Hello{Enter}');
    expect(await within(log()).findByText('AI mesaj gönderilemedi')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it('"New Chat" empties the conversation and the next message starts a new one', async () => {
    const bodies: { conversationId?: string }[] = [];
    server.use(
      http.post('*/api/chat', async ({ request }) => {
        bodies.push((await request.json()) as { conversationId?: string });
        return reply('Sure.', 'conv_first');
      }),
    );
    const { input, user } = await openChat();
    await user.type(input, 'One{Enter}');
    await within(log()).findByText('Sure.');
    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    expect(bubbles()).toHaveLength(0);
    expect(screen.getByText(/No messages yet/)).toBeInTheDocument();
    await user.type(input, 'Two{Enter}');
    await within(log()).findByText('Sure.');
    expect(bodies[1]).not.toHaveProperty('conversationId');
  });

  it.each([
    ['ilker', 'İ'],
    ['ömer', 'Ö'],
    ['', 'U'],
  ])('shows the initial of "%s" upper-cased with the Turkish locale as %s', async (name, initial) => {
    server.use(http.post('*/api/chat', () => reply('ok')));
    const { input, user } = await openChat('/app/chat', name);
    await user.type(input, 'Hi{Enter}');
    const [mine] = bubbles();
    expect(mine.querySelector('.chat-message__avatar')).toHaveTextContent(new RegExp(`^${initial}$`));
  });

  it('reopens a conversation from ?conversation=<id> and continues it', async () => {
    // The contract's example conversation and its messages (the generated handlers answer them).
    const [{ id }] = getListConversationsResponseMock().data ?? [];
    const history = getListConversationMessagesResponseMock().data ?? [];
    const signedIn = signedInAs('Level_4');
    const requests = captureRequests();
    const bodies: { conversationId?: string }[] = [];
    server.use(
      http.post('*/api/chat', async ({ request }) => {
        bodies.push((await request.json()) as { conversationId?: string });
        return reply('Continuing.', id);
      }),
    );
    await renderApp(`/app/chat?conversation=${id}`, { user: signedIn });
    await waitFor(() => expect(bubbles()).toHaveLength(history.length));
    expect(requests).toContain(`GET /api/messages/${id}`);
    expect(bubbles()[0]).toHaveTextContent(history[0].content);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your message'), 'And then?{Enter}');
    await within(log()).findByText('Continuing.');
    expect(bodies[0]).toMatchObject({ conversationId: id });
  });

  it('opened from a report (?comparison=<id>) shows its subject and sends comparisonId with every message of that conversation', async () => {
    const signedIn = signedInAs('Level_4');
    const subject = exampleComparison({ id: 'cmp_chat_subject', items: ['Kindle', 'Kobo'] });
    server.use(getGetComparisonMockHandler({ success: true, data: subject }));
    const bodies: { conversationId?: string; comparisonId?: string; content: string }[] = [];
    server.use(
      http.post('*/api/chat', async ({ request }) => {
        bodies.push((await request.json()) as (typeof bodies)[number]);
        return reply(`Answer ${bodies.length}`, 'conv_about');
      }),
    );
    await renderApp(`/app/chat?comparison=${subject.id}`, { user: signedIn });
    const about = await screen.findByText('About:');
    const link = within(about.parentElement as HTMLElement).getByRole('link', { name: subject.items.join(' vs ') });
    expect(link).toHaveAttribute('href', `/app/compare/${subject.id}`);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Your message');
    await user.type(input, 'Which one wins?{Enter}');
    await within(log()).findByText('Answer 1');
    await user.type(input, 'And on price?{Enter}');
    await within(log()).findByText('Answer 2');
    expect(bodies).toEqual([
      { comparisonId: subject.id, content: 'Which one wins?' },
      { conversationId: 'conv_about', comparisonId: subject.id, content: 'And on price?' },
    ]);
    // "New Chat" leaves the report: the next conversation is about nothing in particular.
    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    expect(screen.queryByText('About:')).toBeNull();
    await user.type(input, 'Hello{Enter}');
    await within(log()).findByText('Answer 3');
    expect(bodies[2]).toEqual({ content: 'Hello' });
  });

  it('says so when the comparison a chat was opened from is not found, and still chats', async () => {
    const signedIn = signedInAs('Level_4');
    const bodies: unknown[] = [];
    server.use(
      answerError(getGetComparisonMockHandler404, 'Comparison not found.'),
      http.post('*/api/chat', async ({ request }) => {
        bodies.push(await request.json());
        return reply('Still here.');
      }),
    );
    await renderApp('/app/chat?comparison=cmp_gone', { user: signedIn });
    expect(await screen.findByText(/The comparison this chat was opened from could not be found/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your message'), 'Hi{Enter}');
    await within(log()).findByText('Still here.');
    expect(bodies).toEqual([{ content: 'Hi' }]);
  });

  it('renders an attack in a real reply harmlessly', async () => {
    server.use(
      http.post('*/api/chat', () =>
        reply(
          'Hi <img src=x onerror="window.__xss=1"> <a href="javascript:alert(1)">click</a> <script>window.__xss=1</script>',
        ),
      ),
    );
    const { input, user } = await openChat();
    await user.type(input, 'Hello{Enter}');
    const bubble = (await within(log()).findByText(/click/)).closest('li') as HTMLElement;
    expect(bubble.querySelector('script')).toBeNull();
    // The remote image is not rendered at all (markdown.ts turns it into its label), so no
    // element carries the handler.
    expect(bubble.querySelector('img')).toBeNull();
    expect(bubble.querySelector('[onerror]')).toBeNull();
    expect(within(bubble).getByText('click').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  describe('an answer written live', () => {
    const question = {
      id: 'msg_q',
      role: 'user',
      content: 'Night photos?',
      createdAt: '2025-09-15T10:31:02Z',
      status: 'done',
    };
    const answer = (content: string, status: 'writing' | 'done' | 'failed', extra: object = {}) => ({
      id: 'msg_live',
      role: 'assistant',
      content,
      createdAt: '2025-09-15T10:31:02Z',
      status,
      source: { engine: 'ai', model: 'test-model' },
      ...extra,
    });
    /** The server's 202 and then, read after read, the conversation as it is written. */
    function liveServer(reads: object[][], posts: unknown[] = []) {
      let read = 0;
      server.use(
        http.post('*/api/chat', async ({ request }) => {
          posts.push(await request.json());
          return HttpResponse.json(
            {
              success: true,
              data: {
                status: 'writing',
                output: '',
                createdAt: '2025-09-15T10:31:02Z',
                // Each question sent gets an answer of its own (a retry's is a new one).
                message: {
                  conversationId: 'conv_live',
                  id: posts.length === 1 ? 'msg_live' : `msg_live${posts.length}`,
                },
                source: { engine: 'ai', model: 'test-model' },
              },
            },
            { status: 202 },
          );
        }),
        http.get('*/api/messages/conv_live', () => {
          const data = reads[Math.min(read, reads.length - 1)];
          read += 1;
          return HttpResponse.json({ success: true, data });
        }),
      );
      return posts;
    }

    it('shows the answer growing in its bubble, keeps the composer blocked while it is written, then frees it', async () => {
      liveServer([
        [question, answer('', 'writing')],
        [question, answer('The **Pixel 8** wins', 'writing')],
        [question, answer('The **Pixel 8** wins', 'writing')],
        [question, answer('The **Pixel 8** wins', 'writing')],
        [question, answer('The **Pixel 8** wins at night, by a little.', 'done')],
      ]);
      const { input, user } = await openChat();
      await user.type(input, 'Night photos?{Enter}');
      expect(screen.getByText('The assistant is typing…')).toBeInTheDocument();
      // Part of the answer, before its end, with the conversation marked busy for screen readers.
      expect(await within(log()).findByText(/wins$/, undefined, { timeout: 3_000 })).toBeInTheDocument();
      expect(log()).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByText('The assistant is typing…')).not.toBeInTheDocument();
      await user.type(input, 'Next');
      expect(screen.getByRole('button', { name: 'Answering…' })).toBeDisabled();
      expect(await within(log()).findByText(/by a little\.$/)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
      expect(log()).toHaveAttribute('aria-busy', 'false');
      expect(bubbles()).toHaveLength(2);
    });

    it('a failed answer is one error, in its bubble, whose Try again sends the question again', async () => {
      const posts = liveServer(
        [
          [question, answer('', 'writing')],
          [
            { ...question, status: 'failed' },
            answer('', 'failed', {
              failure: {
                reason: 'stalled',
                message: 'The AI stopped writing partway through. Nothing was counted; please try again.',
              },
            }),
          ],
        ],
        [],
      );
      const { input, user } = await openChat();
      await user.type(input, 'Night photos?{Enter}');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The AI stopped writing partway through.');
      expect(alert).toHaveTextContent('Message could not be sent');
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      // Sent again, the answer is being written anew.
      server.use(
        http.get('*/api/messages/conv_live', () =>
          HttpResponse.json({ success: true, data: [question, answer('', 'writing', { id: 'msg_live2' })] }),
        ),
      );
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(posts).toHaveLength(2));
      expect(posts[1]).toEqual({ conversationId: 'conv_live', content: 'Night photos?' });
      // The failed attempt left the screen: one question and its answer being written.
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
      expect(within(log()).getAllByText('Night photos?')).toHaveLength(1);
    });

    it('a conversation reopened while its answer is written goes on being read', async () => {
      liveServer([
        [question, answer('The **Pixel 8**', 'writing')],
        [question, answer('The **Pixel 8** wins at night.', 'done')],
      ]);
      await openChat('/app/chat?conversation=conv_live');
      expect(await within(await screen.findByRole('log')).findByText(/wins at night\.$/)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled());
    });
  });

  it('is shown in Turkish', async () => {
    await renderApp('/app/chat', { user: signedInAs('Level_4'), language: 'tr' });
    expect(await screen.findByLabelText('Mesajınız')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yeni Sohbet' })).toBeInTheDocument();
  });

  it('sends a Level_1 user from /app/chat to /app/compare', async () => {
    const { router } = await renderApp('/app/chat', { user: signedInAs('Level_1') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/compare'));
  });
});
