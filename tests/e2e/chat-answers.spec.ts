// The assistant answers the question asked. A Premium user (English account) asks about
// their Kindle Paperwhite vs Kobo Clara 2E report, once in English about a format and once in
// Turkish about water resistance: each answer names the asked fact for the items, in the
// question's language, instead of the overall scores.
import { test, expect, freshUser, signIn } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiAs, reportDone } from './support/api-as';

/** A new Premium user's report of `query`, written, and the chat opened about it: `ask` sends a question and gives its answer's bubble. */
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
  const input = page.getByLabel('Your message');
  const bubbles = page.getByRole('log').locator('.chat-messages__list > li');
  let asked = 0;
  return async (question: string) => {
    await input.fill(question);
    await input.press('Enter');
    asked += 1;
    // Each question's bubble is followed by its answer's.
    return bubbles.nth(asked * 2 - 1);
  };
}

test('Premium: a question about the report’s items is answered with the fact asked, in the question’s language', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const ask = await chatAbout(
    page,
    request,
    'Kindle Paperwhite vs Kobo Clara 2E',
    'Kindle Paperwhite vs Kobo Clara 2E',
  );

  const english = await ask('I read mostly EPUB books. Kindle or Kobo?');
  await expect(english).toContainText('What the demo catalogue records about EPUB:');
  await expect(english).toContainText('Kobo Clara 2E: Book formats: EPUB, PDF and more');
  await expect(english).toContainText('Opens EPUB files directly');
  await expect(english).not.toContainText(/overall \d/);

  const turkish = await ask('Kindle su geçirmez mi?');
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
  const ask = await chatAbout(
    page,
    request,
    'peugeot 208 vs fiat egea şehir içi kullanım için',
    'peugeot 208 vs fiat egea',
  );

  const turkish = await ask('Şehir içinde hangisi daha az yakar?');
  await expect(turkish).toContainText('Yakıt ya da enerji tüketimi için:');
  await expect(turkish).toContainText('Fiat Egea: Menzil / tüketim: Yaklaşık 6,4 L/100 km (WLTP)');
  await expect(turkish).toContainText('Peugeot 208: yakıt ya da enerji tüketimi hakkında bilgi yok');
  await expect(turkish).not.toContainText(/genel \d/);

  const english = await ask('Which one is quieter?');
  await expect(english).toContainText(
    'Neither the report nor the demo catalogue says anything about noise for Peugeot 208 and Fiat Egea.',
  );
  await expect(english).not.toContainText(/overall \d/);
});

test('Premium: "which has better battery life, and by how much?" gets who leads, by how much and a recommendation, in English and Turkish', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const ask = await chatAbout(
    page,
    request,
    'Garmin Forerunner 265 vs Apple Watch Series 9',
    'Garmin Forerunner 265 vs Apple Watch Series 9',
  );

  const english = await ask('Which has better battery life, and by how much?');
  await expect(english).toContainText('Garmin Forerunner 265 is ahead on battery life.');
  await expect(english).toContainText('12.3 days more (about 17 times as much)');
  await expect(english).toContainText(
    'Recommendation: if battery life matters most to you, choose Garmin Forerunner 265.',
  );

  const turkish = await ask('Hangisinin pil ömrü daha iyi, ne kadar?');
  await expect(turkish).toContainText('Pil ömrü konusunda Garmin Forerunner 265 önde.');
  await expect(turkish).toContainText('Fark 12,3 gün (yaklaşık 17 katı)');
  await expect(turkish).toContainText(
    'Önerim: pil ömrü sizin için öncelikliyse tercihiniz Garmin Forerunner 265 olsun.',
  );
});
