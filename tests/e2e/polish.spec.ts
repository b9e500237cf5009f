// On a phone (390 px): the app drawer and avatar menu, the plan comparison and the
// upgrade's success state, the 404 page; axe-clean, each journey switching language half-way.
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations, signIn, freshUser } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** No sideways scroll: the page is no wider than the viewport. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** Whether focus is inside `container`. */
function focusInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** Switches the app's language on Settings, reached through the avatar menu. */
async function switchAppLanguage(page: Page, to: 'Türkçe' | 'English'): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Account menu|Hesap menüsü)/ })
    .click();
  await page.getByRole('menuitem', { name: /^(Settings|Ayarlar)$/ }).click();
  await page.getByLabel(/^(Language|Dil)$/).selectOption({ label: to });
  await page.getByRole('button', { name: /^(Save language|Dili kaydet)$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: to === 'Türkçe' ? 'Ayarlar' : 'Settings' })).toBeVisible();
}

test('the app drawer: one header row, a backdrop, Escape and outside tap close it, focus stays inside and comes back; the avatar menu by keyboard', async ({
  page,
  request,
}) => {
  // Two languages and four axe runs in one journey: slower than most on a busy machine.
  test.slow();
  // The journey saves a language: a Premium user of its own, not the shared demo account.
  const user = await freshUser(request, 'Level_4');
  await signIn(page, user.email, { password: user.password });
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Open menu' })).toBeVisible();
  // One compact row: the header is no taller than its 56 px.
  expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(57);

  for (const language of ['en', 'tr'] as const) {
    const openMenu = banner.getByRole('button', { name: language === 'en' ? 'Open menu' : 'Menüyü aç' });
    const nav = page.getByRole('navigation', { name: language === 'en' ? 'App navigation' : 'Uygulama gezinmesi' });
    const backdrop = page.getByTestId('drawer-backdrop');
    await expect(nav).toBeHidden();

    await openMenu.click();
    await expect(nav).toBeVisible();
    await expect(backdrop).toBeVisible();
    await expect(openMenu).toHaveAttribute('aria-expanded', 'true');
    expect(await focusInside(nav)).toBe(true);
    // Tab and Shift+Tab go round inside the drawer.
    const stops = await nav.locator('a[href], button').count();
    for (let index = 0; index < stops + 1; index += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside(nav)).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(nav)).toBe(true);
    await expectNoA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(backdrop).toHaveCount(0);
    await expect(openMenu).toBeFocused();

    // A tap on the dimmed page, beside the drawer, closes it too.
    await openMenu.click();
    await expect(nav).toBeVisible();
    await page.mouse.click(375, 600);
    await expect(nav).toBeHidden();
    await expect(openMenu).toBeFocused();

    // The avatar menu: package, upgrade, My Package, settings, logout; arrows move, Escape returns.
    const account = banner.getByRole('button', {
      name: `${language === 'en' ? 'Account menu' : 'Hesap menüsü'}: ${user.name}`,
    });
    await account.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    // The package sits in the menu on a phone (the header has no room for it).
    await expect(
      banner.getByText(language === 'en' ? 'PREMIUM' : 'PREMİUM', { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText(
      language === 'en' ? ['My Package', 'Settings', 'Logout'] : ['Paketim', 'Ayarlar', 'Çıkış Yap'],
    );
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();

    if (language === 'en') await switchAppLanguage(page, 'Türkçe');
  }
});

test('the plan comparison fits 390 px with the four plans named; select → buy now → confirm ends on a success in view', async ({
  page,
  request,
}) => {
  test.slow();
  // The upgrade is bought and a language saved: a Free user of its own, Turkish like free@example.com.
  const user = await freshUser(request, 'Level_1', { language: 'tr' });
  await signIn(page, user.email, { password: user.password });
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /^Hesap menüsü/ }).click();
  // Straight to the plans from the header's menu.
  await page.getByRole('menuitem', { name: 'Yükselt' }).click();
  await expect(page).toHaveURL(/\/app\/package\/upgrade$/);

  const table = page.getByRole('table', { name: 'Paket karşılaştırması' });
  const plans = table.getByRole('columnheader').filter({ has: page.locator('.plan-table__name') });
  await expect(plans).toHaveCount(4);
  for (const [index, name] of ['Ücretsiz', 'Hobi', 'Standart', 'Premium'].entries()) {
    await expect(plans.nth(index).locator('.plan-table__name')).toHaveText(name);
    await expect(plans.nth(index).locator('.plan-table__name')).toBeInViewport({ ratio: 1 });
  }
  await expect(plans.first()).toContainText('Mevcut paket');
  await expect(
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Asistan mesajı' }) }),
  ).toContainText('Dahil değil');
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  // Deep in the table, the plan header and the purchase bar are still there.
  await table.getByRole('rowheader', { name: /PDF\/CSV/ }).scrollIntoViewIfNeeded();
  const premium = table.getByRole('button', { name: /^Seç\s?: Premium$/ });
  await expect(premium).toBeInViewport();
  await premium.click();
  await expect(table.getByRole('button', { name: /^Seçildi\s?: Premium$/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Hemen satın al' }).click();
  const dialog = page.getByRole('dialog', { name: 'Premium paketine geçilsin mi?' });
  await dialog.getByRole('button', { name: 'Onayla ve satın al' }).click();
  await expect(dialog).toBeHidden();
  const success = page.getByRole('status').filter({ hasText: 'Paketiniz artık Premium.' });
  await expect(success).toBeInViewport();
  await expect(success).toBeFocused();
  await expect(plans.last()).toContainText('Mevcut paket');
  await expectNoA11yViolations(page);

  await switchAppLanguage(page, 'English');
  await banner.getByRole('button', { name: /^Account menu/ }).click();
  // Premium now: no upgrade item; My Package leads on to the plans.
  await expect(page.getByRole('menuitem', { name: 'Upgrade' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'My Package' }).click();
  await page.getByRole('link', { name: 'See all packages' }).click();
  const englishPlans = page.getByRole('table', { name: 'Plan comparison' }).locator('.plan-table__name');
  await expect(englishPlans).toHaveText(['Free', 'Hobby', 'Standard', 'Premium']);
  for (let index = 0; index < 4; index += 1) await expect(englishPlans.nth(index)).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
});

test('the 404 page: a title, a compare box and the popular comparisons, in both languages', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Kıyasla');
  const popular = page.getByRole('region', { name: 'Popular comparisons' });
  await expect(popular.getByRole('link').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByLabel('Language').selectOption('tr');
  await expect(page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeVisible();
  await expect(page).toHaveTitle('Sayfa bulunamadı · Kıyasla');
  await expect(page.getByRole('region', { name: 'Popüler karşılaştırmalar' }).getByRole('link').first()).toBeVisible();
  await expectNoA11yViolations(page);

  const box = page.getByRole('search', { name: 'Bunun yerine karşılaştırın' });
  await box.getByLabel('Neyi karşılaştırmak istiyorsunuz?').fill('Kindle vs Kobo');
  await box.getByRole('button', { name: 'Karşılaştır' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirectTo') === '/app/compare?q=Kindle%20vs%20Kobo',
  );
});
