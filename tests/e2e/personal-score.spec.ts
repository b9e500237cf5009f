// Premium's personal score: a Premium user says on the profile that only value for money
// matters, runs "iPhone 15 vs Pixel 8" (the report ranks the iPhone first; the Pixel is the better
// value) and reads their own score and ranking beside the report's, with the sentence that says
// the Pixel comes first by their priorities — in both languages, on a desktop and on a 390 px
// phone. A package without `personalized_score` gets what the feature is and the way to upgrade.
import type { Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations, signIn, freshUser } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const TEXT = {
  en: {
    card: 'Your priorities',
    sliders: ['Design', 'Ease of use', 'Performance', 'User sentiment', 'Sustainability'],
    value: 'Value for money',
    save: 'Save priorities',
    saved: 'Your priorities are saved. Reports now show your score.',
    query: 'What do you want to compare?',
    compare: 'Compare',
    panel: 'Your score',
    differs: 'By your priorities, Google Pixel 8 comes first.',
    first: /^Google Pixel 8.*#1.*#2$/,
    premium: 'Part of the Premium package.',
    upgrade: 'Upgrade your package',
  },
  tr: {
    card: 'Öncelikleriniz',
    sliders: ['Tasarım', 'Kullanım kolaylığı', 'Performans', 'Kullanıcı duyarlılığı', 'Sürdürülebilirlik'],
    value: 'Fiyat/performans',
    save: 'Öncelikleri kaydet',
    saved: 'Öncelikleriniz kaydedildi. Raporlar artık puanınızı gösterir.',
    query: 'Neyi karşılaştırmak istiyorsunuz?',
    compare: 'Karşılaştır',
    panel: 'Sizin puanınız',
    differs: 'Önceliklerinize göre Google Pixel 8 birinci sırada.',
    first: /^Google Pixel 8.*1\..*2\.$/,
    premium: 'Premium paketinin bir parçasıdır.',
    upgrade: 'Paketinizi yükseltin',
  },
} as const;

/** Nothing on the page scrolls sideways (a phone's page must fit its width). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const language of ['en', 'tr'] as const) {
  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`${language}, ${device}: value for money first flips iPhone 15 vs Pixel 8, and the report says so`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const text = TEXT[language];
      await page.setViewportSize(viewport);
      const user = await freshUser(request, 'Level_4', { language });
      await signIn(page, user.email, { password: user.password });

      await page.goto('/app/profile');
      const card = page.getByRole('form', { name: text.card });
      for (const name of text.sliders) await card.getByRole('slider', { name, exact: true }).fill('0');
      await card.getByRole('slider', { name: text.value, exact: true }).fill('5');
      const saved = page.waitForRequest((req) => req.method() === 'PUT' && req.url().endsWith('/api/users/me'));
      await card.getByRole('button', { name: text.save }).click();
      expect((await saved).postDataJSON().score_weights).toEqual({
        design: 0,
        usability: 0,
        performance: 0,
        pricing: 5,
        sentiment: 0,
        sustainability: 0,
      });
      await expect(card.getByText(text.saved)).toBeVisible();
      await expectNoA11yViolations(page);
      if (device === 'phone') await expectNoSidewaysScroll(page);

      await page.goto('/app/compare');
      await page.getByLabel(text.query).fill('iPhone 15 vs Pixel 8');
      await page.getByRole('button', { name: text.compare, exact: true }).click();
      const panel = page.getByRole('region', { name: text.panel });
      await expect(panel).toBeVisible({ timeout: 15_000 });
      await expect(panel.getByText(text.differs)).toBeVisible();
      // Their ranking first: the Pixel is #1 by their score, #2 by the report's.
      await expect(panel.getByRole('row').nth(1)).toHaveText(text.first);
      // Beside the report's own verdict, which still names the iPhone.
      await expect(page.getByTestId('verdict')).toContainText('iPhone 15');
      await expectNoA11yViolations(page);
      if (device === 'phone') {
        await expectNoSidewaysScroll(page);
        // Compact: the panel stays a small block on a phone.
        const box = await panel.boundingBox();
        expect(box?.height ?? Infinity).toBeLessThan(420);
      }
    });
  }

  test(`${language}: a package without the personal score explains it and links the upgrade, with no sliders`, async ({
    page,
    request,
  }) => {
    const text = TEXT[language];
    const user = await freshUser(request, 'Level_3', { language });
    await signIn(page, user.email, { password: user.password });
    await page.goto('/app/profile');
    const card = page.getByRole('region', { name: text.card });
    await expect(card.getByText(text.premium)).toBeVisible();
    await expect(page.getByRole('slider')).toHaveCount(0);
    await expectNoA11yViolations(page);
    await card.getByRole('link', { name: text.upgrade }).click();
    await expect(page).toHaveURL(/\/app\/package\/upgrade$/);
  });
}
