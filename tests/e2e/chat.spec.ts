import { test, expect, expectNoA11yViolations, signIn, freshUser, ACCOUNTS } from './fixtures';

// Journeys that send messages or run comparisons do it as a fresh Premium user of their own: the
// demo Premium account's chats and history stay as seeded for the journeys that only read them.

test.describe('assistant', () => {
  test('a chat exchange: Shift+Enter adds a line, Enter sends, the answer arrives; the chat can be continued from the history', async ({
    page,
    request,
  }) => {
    const user = await freshUser(request, 'Level_4');
    await signIn(page, user.email, { password: user.password });
    await page.goto('/app/chat');
    await expect(page.getByText(/No messages yet/)).toBeVisible();
    await expectNoA11yViolations(page);
    const input = page.getByLabel('Your message');
    await input.fill('Which phone takes better night photos?');
    await input.press('Shift+Enter');
    await input.pressSequentially('And which one is cheaper?');
    await expect(input).toHaveValue('Which phone takes better night photos?\nAnd which one is cheaper?');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    const bubbles = page.getByRole('log').locator('.chat-messages__list > li');
    await expect(bubbles.first()).toContainText('And which one is cheaper?');
    await expect(bubbles).toHaveCount(2);
    await expect(bubbles.nth(1)).toHaveClass(/chat-message--ai/);
    await expectNoA11yViolations(page);

    // The second message continues the same conversation; a new chat starts over.
    await input.fill('Thanks!');
    await input.press('Enter');
    await expect(bubbles).toHaveCount(4);
    await page.getByRole('button', { name: 'New Chat' }).click();
    await expect(bubbles).toHaveCount(0);
    await page.goto('/app/chat_history');
    const opener = page.getByRole('button', { name: /Which phone takes better night photos/ });
    await expect(opener).toBeVisible();

    // Continuing it from the history: the same conversation, one more exchange.
    await opener.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue this conversation' }).click();
    await expect(page).toHaveURL(/\/app\/chat\?conversation=/);
    await expect(page.getByRole('log').getByText('Thanks!')).toBeVisible();
    await input.fill('One more question');
    await input.press('Enter');
    await expect(bubbles).toHaveCount(6);
    await expect(bubbles.nth(5)).toHaveClass(/chat-message--ai/);
  });

  test('a failed send shows the server message on the AI side and the screen text', async ({ page }) => {
    // The client still believes it is Premium while the server says Level_1: a real 403 from the backend.
    await signIn(page, ACCOUNTS.free);
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('user', JSON.stringify({ ...user, package_name: 'Level_4', language: 'en' }));
    });
    await page.goto('/app/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'AI assistant' })).toBeVisible();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.getByLabel('Your message').fill('Hello?');
    await page.getByLabel('Your message').press('Enter');
    await expect(page.getByRole('log').getByText('The assistant is available in the Premium package.')).toBeVisible();
    await expect(
      page.getByText(
        'Message could not be sent: An error occurred while sending your message. Please try again later.',
      ),
    ).toBeVisible();
    expect(errors.some((text) => text.includes('Chat message could not be sent'))).toBe(true);
    await expectNoA11yViolations(page);
  });

  test('chat history → detail dialog → Escape closes it and focus returns; Continue opens the conversation', async ({
    page,
  }) => {
    // Read-only on the demo Premium account's seeded chats (nothing is sent).
    await signIn(page, ACCOUNTS.premium);
    await page.goto('/app/chat_history');
    const opener = page.getByRole('button', { name: /Night photos: iPhone 15 or Galaxy S24\?/ });
    await expect(opener).toBeVisible();
    await expectNoA11yViolations(page);
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Night photos: iPhone 15 or Galaxy S24?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('How does the iPhone 15 do on camera?')).toBeVisible();
    // The seeded answers are the demo engine's own, about the account's seeded comparisons: their
    // links open that comparison's report in the app.
    await expect(dialog.getByRole('link', { name: 'Open the full report' }).first()).toHaveAttribute(
      'href',
      /^\/app\/compare\/[^/?]+$/,
    );
    await expectNoA11yViolations(page);
    // Focus stays inside the modal dialog.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole('button', { name: 'Continue this conversation' }).click();
    await expect(page).toHaveURL(/\/app\/chat\?conversation=/);
    await expect(page.getByRole('log').getByText('How does the iPhone 15 do on camera?')).toBeVisible();
    await expect(page.getByRole('log').locator('.chat-messages__list > li')).toHaveCount(4);
    await expect(page.getByLabel('Your message')).toBeEnabled();
  });
});

test.describe('asking the assistant about a report (phone width)', () => {
  // These journeys run at 390 px too, where the report's actions wrap.
  test.use({ viewport: { width: 390, height: 844 } });

  test('Level_4: after a run the report offers the assistant; the chat is about that comparison and every message carries its id', async ({
    page,
    request,
  }) => {
    const user = await freshUser(request, 'Level_4');
    await signIn(page, user.email, { password: user.password });
    await page.goto('/app/compare');
    await page.getByLabel('What do you want to compare?').fill('Netflix vs Disney+');
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    const report = page.getByRole('article');
    await expect(report.getByRole('heading', { name: 'Comparison report' })).toBeVisible({ timeout: 15_000 });
    const comparisonId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const ask = report.getByRole('link', { name: 'Ask the assistant about this comparison' });
    await expect(ask).toBeVisible();
    await expectNoA11yViolations(page);
    await ask.click();

    await expect(page).toHaveURL(/\/app\/chat\?comparison=/);
    const subject = page.locator('.chat-subject');
    await expect(subject).toContainText('About:');
    await expect(subject.getByRole('link', { name: 'Netflix vs Disney+' })).toHaveAttribute(
      'href',
      `/app/compare/${comparisonId}`,
    );
    await expectNoA11yViolations(page);

    const input = page.getByLabel('Your message');
    const first = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/api/chat'));
    await input.fill('Which one is better value?');
    await input.press('Enter');
    expect((await first).postDataJSON()).toEqual({ comparisonId, content: 'Which one is better value?' });
    const bubbles = page.getByRole('log').locator('.chat-messages__list > li');
    await expect(bubbles.nth(1)).toContainText('In your Netflix vs Disney+ comparison');
    await expect(bubbles.nth(1)).toContainText('Figures are demo data.');

    const second = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/api/chat'));
    await input.fill('And on price?');
    await input.press('Enter');
    expect((await second).postDataJSON()).toMatchObject({
      comparisonId,
      conversationId: expect.any(String),
      content: 'And on price?',
    });
    await expect(bubbles).toHaveCount(4);
  });

  test('Level_4: a history entry’s report offers it too', async ({ page }) => {
    await signIn(page, ACCOUNTS.premium);
    await page.goto('/app/compare_history');
    await page.locator('.history-entry__title a').first().click();
    const report = page.getByRole('article');
    await expect(report.getByRole('heading', { name: 'Comparison report' })).toBeVisible();
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(report.getByRole('link', { name: 'Ask the assistant about this comparison' })).toHaveAttribute(
      'href',
      `/app/chat?comparison=${id}`,
    );
  });

  test('Level_1 sees no assistant entry on a report', async ({ page }) => {
    await signIn(page, ACCOUNTS.free);
    await page.goto('/app/compare_history');
    await page.locator('.history-entry__title a').first().click();
    const report = page.getByRole('article');
    await expect(report.getByRole('group', { name: /Report actions|Rapor işlemleri/ })).toBeVisible();
    await expect(report.getByRole('button', { name: /^(Share|Paylaş)$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /assistant|asistan/i })).toHaveCount(0);
  });
});
