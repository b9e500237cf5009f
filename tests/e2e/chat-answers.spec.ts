// Issue 24: the assistant answers the question asked. A Premium user (English account) asks about
// their Kindle Paperwhite vs Kobo Clara 2E report, once in English about a format and once in
// Turkish about water resistance: each answer names the asked fact for the items, in the
// question's language, instead of the overall scores.
import { test, expect, freshUser, signIn } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiAs, reportDone } from './support/api-as';

/** A new Premium user's report of `query`, written, and the chat opened about it: its input and its bubbles. */
async function chatAbout(page: Page, request: APIRequestContext, query: string, title: string) {
  const user = await freshUser(request, 'Level_4');
  const created = await apiAs<{ data: { id: string } }>(request, user, 'POST', '/api/comparisons', {
    query,
    features: [],
    isDetailed: false,
  });
  expect(created.status).toBe(202);
  const id = created.body.data.id;
  await reportDone(request, user, id);

  await signIn(page, user.email, { password: user.password });
  await page.goto(`/app/chat?comparison=${encodeURIComponent(id)}`);
  await expect(page.locator('.chat-subject').getByRole('link', { name: title })).toBeVisible();
  return {
    input: page.getByLabel('Your message'),
    bubbles: page.getByRole('log').locator('.chat-messages__list > li'),
  };
}

test('Premium: a question about the report’s items is answered with the fact asked, in the question’s language', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { input, bubbles } = await chatAbout(
    page,
    request,
    'Kindle Paperwhite vs Kobo Clara 2E',
    'Kindle Paperwhite vs Kobo Clara 2E',
  );

  await input.fill('I read mostly EPUB books. Kindle or Kobo?');
  await input.press('Enter');
  const english = bubbles.nth(1);
  await expect(english).toContainText('What the demo catalogue records about EPUB:');
  await expect(english).toContainText('Kobo Clara 2E: Book formats: EPUB, PDF and more');
  await expect(english).toContainText('Opens EPUB files directly');
  await expect(english).not.toContainText(/overall \d/);

  await input.fill('Kindle su geçirmez mi?');
  await input.press('Enter');
  const turkish = bubbles.nth(3);
  await expect(turkish).toContainText('Su dayanımı için:');
  await expect(turkish).toContainText('Kindle Paperwhite: Su dayanımı: IPX8');
  await expect(turkish).not.toContainText(/genel \d/);
});

test('Premium: "which uses less fuel?" in Turkish and "which is quieter?" in English get the fact or a plain "not recorded", not the scores', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // The purpose typed in lower case is not part of Fiat Egea's name: the chat's subject says so.
  const { input, bubbles } = await chatAbout(
    page,
    request,
    'peugeot 208 vs fiat egea şehir içi kullanım için',
    'peugeot 208 vs fiat egea',
  );

  await input.fill('Şehir içinde hangisi daha az yakar?');
  await input.press('Enter');
  const turkish = bubbles.nth(1);
  await expect(turkish).toContainText('Yakıt ya da enerji tüketimi için:');
  await expect(turkish).toContainText('Fiat Egea: Menzil / tüketim: Yaklaşık 6,4 L/100 km (WLTP)');
  await expect(turkish).toContainText('Peugeot 208: yakıt ya da enerji tüketimi hakkında bilgi yok');
  await expect(turkish).not.toContainText(/genel \d/);

  await input.fill('Which one is quieter?');
  await input.press('Enter');
  const english = bubbles.nth(3);
  await expect(english).toContainText(
    'Neither the report nor the demo catalogue says anything about noise for Peugeot 208 and Fiat Egea.',
  );
  await expect(english).not.toContainText(/overall \d/);
});
