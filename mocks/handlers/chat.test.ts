import { describe, expect, it } from 'vitest';
import {
  createDemoMessage,
  listConversationMessages,
  listConversations,
  sendChatMessage,
} from '@/api/generated/query/chat/chat';
import { listComparisons } from '@/api/generated/query/comparisons/comparisons';
import { titleOf } from './chat';
import { expectApiError, signIn, setRequestLanguage } from './test-utils';

describe('chat handlers', () => {
  it('forbids the assistant below Level_4 (403)', async () => {
    await signIn('hobby');
    await expectApiError(
      sendChatMessage({ content: 'Hello' }),
      403,
      'The assistant is available in the Premium package.',
    );
    await expectApiError(listConversations(), 403);
    await signIn('standard', 'tr');
    await expectApiError(
      listConversationMessages('conv_seed_night_photos'),
      403,
      'Asistan Premium pakette kullanılabilir.',
    );
  });

  it('requires a session (401)', async () => {
    setRequestLanguage('en');
    await expectApiError(sendChatMessage({ content: 'Hello' }), 401, 'Your session has expired. Please log in again.');
  });

  it('lists the seeded conversations newest first', async () => {
    await signIn('premium');
    const conversations = await listConversations();
    expect(conversations.map((c) => c.id)).toEqual(['conv_seed_night_photos', 'conv_seed_student_laptop']);
    const messages = await listConversationMessages('conv_seed_night_photos');
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  });

  it('seeds chats the demo engine wrote: its catalogue facts, links only into the app', async () => {
    await signIn('premium', 'en');
    const night = await listConversationMessages('conv_seed_night_photos');
    expect(night[1].content).toContain('Samsung Galaxy S24');
    expect(night[1].content).toContain('](/app/compare?q=iPhone%2015%20vs%20Samsung%20Galaxy%20S24)');
    const laptop = await listConversationMessages('conv_seed_student_laptop');
    // The follow-up is answered from the account's own ThinkPad vs MacBook comparison.
    expect(laptop[3].content).toMatch(/\]\(\/app\/compare\/cmp_premium_\d+\)/);
    for (const message of [...night, ...laptop]) expect(message.content).not.toMatch(/https?:\/\//);
  });

  it('titles a chat by its first message, cut at a word boundary with an ellipsis', () => {
    expect(titleOf('  Short   question?  ')).toBe('Short question?');
    expect(titleOf('Exactly forty characters long, no cut..')).toBe('Exactly forty characters long, no cut..');
    expect(titleOf('Which laptop is better for video editing on a budget?')).toBe(
      'Which laptop is better for video editing…',
    );
    expect(titleOf('Supercalifragilisticexpialidociousnessandmore words')).toBe(
      'Supercalifragilisticexpialidociousnessan…',
    );
    expect(titleOf('   ')).toBeNull();
  });

  it('starts a conversation, replies in markdown and continues it', async () => {
    await signIn('premium', 'en');
    const content = 'Which tablet is better for drawing: iPad Air or Galaxy Tab S9?';
    const first = await sendChatMessage({ content });
    expect(first.output).toMatch(/\*\*/);
    expect(first.output).toMatch(/^- /m);
    // The demo engine answers about the products named, from its catalogue, and links into the app.
    expect(first.output).toContain('iPad Air (M2)');
    expect(first.output).toContain('Samsung Galaxy Tab S9');
    expect(first.output).toMatch(/\]\(\/app\/compare\?q=/);
    expect(first.source).toMatchObject({ engine: 'demo' });
    const conversationId = first.message.conversationId;
    const conversations = await listConversations();
    // The title is the first message cut at a word boundary, with an ellipsis.
    expect(conversations[0]).toMatchObject({ id: conversationId, title: 'Which tablet is better for drawing: iPad…' });
    expect(conversations).toHaveLength(3);

    setRequestLanguage('tr');
    const second = await sendChatMessage({ conversationId, content: 'Peki fiyatları?' });
    expect(second.message.conversationId).toBe(conversationId);
    // A follow-up without names is about the products of the conversation, in the request language.
    expect(second.output).toContain('iPad Air (M2)');
    expect(second.output).toMatch(/\d TL/);
    const messages = await listConversationMessages(conversationId);
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ['user', content],
      ['assistant', first.output],
      ['user', 'Peki fiyatları?'],
      ['assistant', second.output],
    ]);
    expect(messages[1].id).toBe(first.message.id);
    await expect(listConversations()).resolves.toHaveLength(3);
  });

  it('answers about one of the user’s stored comparisons by its items’ names', async () => {
    await signIn('premium', 'en');
    const [latest] = (await listComparisons({ limit: 1 })).items;
    const reply = await sendChatMessage({
      content: `Which is better overall, ${latest.items[0]} or ${latest.items[1]}?`,
    });
    expect(reply.output).toContain(`In your **${latest.items.join(' vs ')}** comparison`);
    expect(reply.output).toContain(`](/app/compare/${latest.id})`);
    expect(reply.source).toMatchObject({ engine: 'demo' });
  });

  it('answers about the comparison a chat was opened from (comparisonId), not the latest one', async () => {
    await signIn('premium', 'en');
    const { items } = await listComparisons({ limit: 5 });
    const subject = items[items.length - 1];
    expect(subject.id).not.toBe(items[0].id);
    const reply = await sendChatMessage({ comparisonId: subject.id, content: 'Which one is better?' });
    expect(reply.output).toContain(`In your **${subject.items.join(' vs ')}** comparison`);
    expect(reply.output).toContain(`](/app/compare/${subject.id})`);
    expect(reply.output).toContain('*Figures are demo data.*');
    expect(reply.source).toMatchObject({ engine: 'demo' });
  });

  it('404s for a comparisonId that is not the user’s', async () => {
    await signIn('premium', 'tr');
    await expectApiError(
      sendChatMessage({ comparisonId: 'cmp_standard_001', content: 'Merhaba' }),
      404,
      'Karşılaştırma bulunamadı.',
    );
    await expectApiError(sendChatMessage({ comparisonId: 'cmp_unknown', content: 'Hi' }), 404);
  });

  it('404s for a conversation that is not the user’s', async () => {
    await signIn('premium');
    await expectApiError(listConversationMessages('conv_unknown'), 404, 'Conversation not found.');
    await expectApiError(sendChatMessage({ conversationId: 'conv_unknown', content: 'Hi' }), 404);
  });

  it('validates the chat body (422)', async () => {
    await signIn('premium');
    await expectApiError(sendChatMessage({ content: '' }), 422);
  });

  it('answers the public demo chat with an assistant message (201)', async () => {
    setRequestLanguage('en');
    const reply = await createDemoMessage({ conversationId: 'demo_1', content: 'Compare two laptops?', isDemo: true });
    expect(reply).toMatchObject({ role: 'assistant' });
    expect(reply.content).toContain('sign up');
  });
});
