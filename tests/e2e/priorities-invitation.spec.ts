// Premium's personal score is not invisible before the priorities are set: a Premium reader with
// none sees, under the verdict of every report, the invitation to set them, which opens the
// profile at the priorities card (its heading focused). In tr and en, at 1280 and 390 px.
import { test, expect, expectNoA11yViolations, freshUser, signIn } from './fixtures';

const TEXT = {
  en: {
    query: 'What do you want to compare?',
    compare: 'Compare',
    invite: 'Set your priorities to see your own ranking',
    card: 'Your priorities',
  },
  tr: {
    query: 'Neyi karşılaştırmak istiyorsunuz?',
    compare: 'Karşılaştır',
    invite: 'Kendi sıralamanızı görmek için önceliklerinizi belirleyin',
    card: 'Öncelikleriniz',
  },
} as const;

for (const [language, width] of [
  ['en', 1280],
  ['tr', 390],
] as const) {
  test(`${language}, ${width} px: no priorities yet → an invitation under the verdict → the priorities card`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const text = TEXT[language];
    await page.setViewportSize({ width, height: 900 });
    const user = await freshUser(request, 'Level_4', { language });
    await signIn(page, user.email, { password: user.password });
    await page.goto('/app/compare');
    await page.getByLabel(text.query).fill('iPhone 15 vs Pixel 8');
    await page.getByRole('button', { name: text.compare, exact: true }).click();
    const invite = page.getByRole('link', { name: text.invite });
    await expect(invite).toBeVisible({ timeout: 15_000 });
    // Right under the verdict.
    await expect(page.getByTestId('verdict').locator('xpath=following-sibling::*[1]')).toContainText(text.invite);
    await expectNoA11yViolations(page);
    await invite.screenshot({ path: `/work/shots/h40/priorities-invite-${language}-${width}.png` });
    await page.screenshot({ path: `/work/shots/h40/priorities-invite-page-${language}-${width}.png` });
    await invite.click();
    await expect(page).toHaveURL(/\/app\/profile#priorities$/);
    const card = page.getByRole('form', { name: text.card });
    await expect(card.getByRole('heading', { name: text.card })).toBeFocused();
    await expect(card).toBeInViewport();
  });
}
