import { test, expect, expectNoA11yViolations, signIn, ACCOUNTS, freshUser } from './fixtures';

// The upgrade is bought: a Free user of its own (Turkish, like free@example.com), not the shared demo account.
test('Level_1 is kept out of the chat, upgrades to Premium after a confirmation and can then chat', async ({
  page,
  request,
}) => {
  const user = await freshUser(request, 'Level_1', { language: 'tr' });
  await signIn(page, user.email, { password: user.password });
  await page.goto('/app/chat');
  await expect(page).toHaveURL(/\/app\/compare$/);

  await page
    .getByRole('navigation')
    .getByRole('link', { name: /Paketim/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paketim' })).toBeVisible();
  // The package's name, and its fee: a price of 0 reads "Ücretsiz" too.
  await expect(page.getByText('Ücretsiz', { exact: true })).toHaveCount(2);
  await expect(page.getByText('Ücretsiz', { exact: true }).first()).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'Paketi yükselt' }).click();
  await expect(page).toHaveURL(/\/app\/package\/upgrade$/);
  // A plan comparison, plans as columns, the current one marked.
  const table = page.getByRole('table', { name: 'Paket karşılaştırması' });
  await expect(table.getByRole('columnheader', { name: /^Ücretsiz.*Mevcut paket$/ })).toBeVisible();
  await expectNoA11yViolations(page);

  await table.getByRole('button', { name: /^Seç\s?: Premium$/ }).click();
  await page.getByRole('button', { name: 'Hemen satın al' }).click();
  const dialog = page.getByRole('dialog', { name: 'Premium paketine geçilsin mi?' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Onayla ve satın al' }).click();

  await expect(page.getByText('Paketiniz artık Premium.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Without a reload: the header shows the Level_4 badge (Turkish upper case: PREMİUM), My Package the new package.
  await expect(page.getByRole('banner').getByText(/^PREM[Iİ]UM$/)).toBeVisible();
  await page.getByRole('link', { name: 'Paketime dön' }).click();
  await expect(page.getByText('sınırsız').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Paketi yükselt' })).toHaveCount(0);

  await page.goto('/app/chat');
  await expect(page).toHaveURL(/\/app\/chat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Yapay zekâ asistanı' })).toBeVisible();
});

// Read-only on the shared Premium account: the confirmation is closed, nothing is bought.
test('a downgrade is allowed, with a warning', async ({ page }) => {
  await signIn(page, ACCOUNTS.premium);
  await page.goto('/app/package/upgrade');
  await page.getByRole('button', { name: /^Select\s?: Hobby$/ }).click();
  await page.getByRole('button', { name: 'Buy now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/This is a downgrade/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Buy now' })).toBeFocused();
});
