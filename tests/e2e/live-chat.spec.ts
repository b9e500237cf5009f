// The assistant's answer is written live. The spec's own server has the demo engine
// write at 30 tokens per second (a slow hosted model; a short answer takes about four seconds),
// so a journey sees what a Premium user sees with a real model: the question at once, the answer
// growing in its bubble while the composer waits, then the composer free again. The conversation
// is in the address, so a reload while the answer is written brings it back, still growing.
// Port: E2E_PORT + 6.
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations, freshUser, signIn } from './fixtures';
import { onOwnServer } from './support/own-server';

onOwnServer({ port: Number(process.env.E2E_PORT ?? 4173) + 6, demoTokensPerSecond: 30 });

const QUESTION = 'Which is better for night photos, iPhone 15 or Galaxy S24?';

/**
 * Every distinct text the newest AI bubble shows from now until `done` is on view, in order: the
 * page records each change as it happens (a MutationObserver), nothing is sampled on a clock.
 */
async function watchAnswer(page: Page, done: Locator): Promise<string[]> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { answerTexts: string[] }).answerTexts = seen;
    const record = () => {
      const bubble = [...document.querySelectorAll('.chat-message--ai')].at(-1);
      const text = (bubble?.querySelector('.chat-message__markdown')?.textContent ?? '').trim();
      if (text && text !== seen.at(-1)) seen.push(text);
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
    record();
  });
  await expect(done).toBeVisible({ timeout: 45_000 });
  return page.evaluate(() => (window as unknown as { answerTexts: string[] }).answerTexts);
}

test('the answer grows word by word in its bubble while the composer waits, then the composer is free', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const user = await freshUser(request, 'Level_4');
  await signIn(page, user.email, { password: user.password });
  await page.goto('/app/chat');
  const input = page.getByLabel('Your message');
  await input.fill(QUESTION);
  await input.press('Enter');
  await expect(page.getByRole('log').getByText(QUESTION)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/chat\?conversation=conv_/);

  const send = page.getByRole('button', { name: 'Send', exact: true });
  const texts = await watchAnswer(page, send);
  // Many growing texts, each the one before and more (not one jump from nothing to everything).
  expect(texts.length).toBeGreaterThan(5);
  for (let i = 1; i < texts.length; i += 1) expect(texts[i].length).toBeGreaterThanOrEqual(texts[i - 1].length);
  const whole = texts.at(-1) ?? '';
  expect(texts[0].length).toBeLessThan(whole.length / 2);
  await expect(page.getByRole('log')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('note')).toContainText('Demo data.');
  await expectNoA11yViolations(page);
});

test('a reload while the answer is written brings the conversation back, and the answer ends whole', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const user = await freshUser(request, 'Level_4', { language: 'tr' });
  await signIn(page, user.email, { password: user.password });
  await page.goto('/app/chat');
  const input = page.getByLabel('Mesajınız');
  await input.fill(QUESTION);
  await input.press('Enter');
  const answer = page.locator('.chat-message--ai').last().locator('.chat-message__markdown');
  await expect(answer).toHaveText(/\S/);
  await expect(page.getByRole('button', { name: 'Yanıtlanıyor…' })).toBeDisabled();
  await page.reload();

  // The same conversation, the question once, the answer still arriving, then whole.
  await expect(page.getByRole('log').getByText(QUESTION)).toHaveCount(1);
  const send = page.getByRole('button', { name: 'Gönder', exact: true });
  const texts = await watchAnswer(page, send);
  expect(texts.length).toBeGreaterThan(1);
  await expect(page.locator('.chat-message')).toHaveCount(2);
  await expect(page.locator('.chat-message--error')).toHaveCount(0);
});
