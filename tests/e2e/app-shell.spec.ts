import { test, expect, expectNoA11yViolations, freshUser, signIn, ACCOUNTS } from './fixtures';

test.describe('app shell', () => {
  test('Level_2: sidebar highlight, upgrade button, logout', async ({ page }) => {
    await signIn(page, ACCOUNTS.hobby);
    await expect(page).toHaveURL(/\/app\/compare$/);
    const nav = page.getByRole('navigation', { name: 'App navigation' });
    await expect(nav.getByRole('link', { name: 'Compare', exact: true })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Comparison History' }).click();
    await expect(page).toHaveURL(/\/app\/compare_history$/);
    await expect(nav.getByRole('link', { name: 'Comparison History' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: /Chat/ })).toHaveCount(0);
    const banner = page.getByRole('banner');
    // The header's Upgrade goes straight to the plans.
    await expect(banner.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/app/package/upgrade');
    await expect(banner.getByText('Hobby User')).toBeVisible();
    await expectNoA11yViolations(page);
    await banner.getByRole('button', { name: /^Account menu/ }).click();
    await banner.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/app/compare');
    await expect(page).toHaveURL(/\/login/);
  });

  test('Level_4: uppercase package badge instead of the upgrade button', async ({ page }) => {
    await signIn(page, ACCOUNTS.premium);
    const banner = page.getByRole('banner');
    await expect(banner.getByText('PREMIUM', { exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  for (const { language, viewport, text, link } of [
    {
      language: 'tr',
      viewport: { width: 1280, height: 800 },
      text: 'Yapay zekâ asistanı Premium paketinin bir parçası; bu yüzden Karşılaştır sayfasındasınız.',
      link: 'Premium paketini gör',
    },
    {
      language: 'en',
      viewport: { width: 390, height: 844 },
      text: 'The AI assistant is part of Premium, so you are on Compare instead.',
      link: 'See Premium',
    },
  ] as const)
    test(`a user without the assistant opening /app/chat is sent to /app/compare, told it is part of Premium (${language}, ${viewport.width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      // A Standard account (the assistant is Premium's) that reads the journey's language.
      const user = await freshUser(request, 'Level_3', { language });
      await signIn(page, user.email, { password: user.password });
      await page.goto('/app/chat');
      await expect(page).toHaveURL(/\/app\/compare$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
      await expectNoA11yViolations(page);
      await page.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(/\/app\/package\/upgrade$/);
    });

  test('the sidebar is a drawer on narrow screens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, ACCOUNTS.premium);
    const nav = page.getByRole('navigation', { name: 'App navigation' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expectNoA11yViolations(page);
  });
});

// The spec's header has "profile picture or default icon; user name (or Guest); logout
// button". The Logout button is in the header itself wherever the header shows the name.
test.describe('the header’s Logout button', () => {
  for (const { language, account, name, logout, menu } of [
    { language: 'en', account: ACCOUNTS.hobby, name: 'Hobby User', logout: 'Logout', menu: /^Account menu/ },
    { language: 'tr', account: ACCOUNTS.free, name: 'Deniz Free', logout: 'Çıkış Yap', menu: /^Hesap menüsü/ },
  ]) {
    test(`beside the name at every width that shows the name; one click logs out (${language})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await signIn(page, account);
      const banner = page.getByRole('banner');
      const button = banner.getByRole('button', { name: logout, exact: true });
      const userName = banner.getByText(name, { exact: true });
      await expect(userName).toBeVisible();
      for (const width of [1280, 1024, 801, 800, 390]) {
        await page.setViewportSize({ width, height: 800 });
        const shown = await userName.isVisible();
        expect(shown, `the name at ${width} px`).toBe(width > 800);
        if (shown) await expect(button, `Logout at ${width} px`).toBeVisible();
        else await expect(button, `no Logout beside a hidden name at ${width} px`).toBeHidden();
        // One row: nothing in the header is pushed out of it.
        const overflow = await banner.evaluate((header) => header.scrollWidth - header.clientWidth);
        expect(overflow, `header overflow at ${width} px`).toBeLessThanOrEqual(0);
      }
      // On a phone the account menu still has it.
      await banner.getByRole('button', { name: menu }).click();
      await expect(page.getByRole('menuitem', { name: logout })).toBeVisible();
      await page.keyboard.press('Escape');

      await page.setViewportSize({ width: 1280, height: 800 });
      await expectNoA11yViolations(page);
      await button.click();
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/app/compare');
      await expect(page).toHaveURL(/\/login/);
    });
  }
});
