import { test, expect, expectNoA11yViolations } from './fixtures';

test('contact: required fields, then sending succeeds and the fields are cleared', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please fill in all fields.')).toHaveCount(1);
  await expectNoA11yViolations(page);
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Message').fill('Do you compare tablets too?');
  await expect(page.getByText('27 / 1000 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you for reaching out! We will get back to you soon.');
  await expect(page.getByLabel('Message')).toHaveValue('');
  await expectNoA11yViolations(page);
});

test('contact in Turkish', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Language').selectOption('tr');
  await page.getByLabel('Ad', { exact: true }).fill('Ada');
  await page.getByLabel('E-posta').fill('ada@example.com');
  await page.getByLabel('Mesaj').fill('Merhaba');
  await page.getByRole('button', { name: 'Mesajı gönder' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Bize ulaştığınız için teşekkürler! En kısa sürede size dönüş yapacağız.',
  );
});
