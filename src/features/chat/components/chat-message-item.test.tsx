import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { i18n, i18nReady } from '@/i18n';
import { findExecutable, XSS_PAYLOADS } from '@tests/xss-payloads';
import { renderMarkdown } from '@/lib/markdown';
import { fromDetailMessage } from '../chat-types';
import { ChatMessageItem } from './chat-message-item';

// Every way an AI answer reaches the screen: a live reply (renderMarkdown) and a reopened
// conversation (fromDetailMessage), both rendered by the chat bubble component.
describe(`chat rendering of ${XSS_PAYLOADS.length} known XSS payloads`, () => {
  it('has at least 30 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('leaves nothing executable from %s', async (payload) => {
    await i18nReady;
    // Loaded up front: a namespace still loading would suspend and render nothing at all.
    await i18n.loadNamespaces('chat');
    const live = render(
      <ol>
        <ChatMessageItem
          message={{ id: 'a', from: 'ai', html: renderMarkdown(payload), time: '2025-01-01T10:00:00Z' }}
          initial="U"
        />
        <ChatMessageItem
          message={fromDetailMessage({
            id: 'b',
            role: 'assistant',
            content: payload,
            createdAt: '2025-01-01T10:00:00Z',
            status: 'done',
          })}
          initial="U"
        />
        <ChatMessageItem
          message={fromDetailMessage({
            id: 'c',
            role: 'user',
            content: payload,
            createdAt: '2025-01-01T10:00:00Z',
            status: 'done',
          })}
          initial="U"
        />
      </ol>,
    );
    // Not vacuous: all three bubbles are really there.
    expect(live.container.querySelectorAll('.chat-message')).toHaveLength(3);
    expect(findExecutable(live.container)).toEqual([]);
    // The user's own text is never parsed as HTML: it shows literally.
    const mine = live.container.querySelector('.chat-message--user .chat-message__text');
    expect(mine?.textContent).toBe(payload);
  });
});
