import { test, expect, expectNoA11yViolations } from './fixtures';
import { errorEnvelope } from '../api-answers';

test('contact: a failed send shows the error line and keeps the text', async ({ page }) => {
  await page.route('**/api/contacts', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify(errorEnvelope('Mail server unavailable.', 500)),
    }),
  );
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Ada');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Message').fill('Hello');
  await page.getByRole('button', { name: 'Send message' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Your message could not be sent. Please try again later.');
  await expect(alert).toContainText('Mail server unavailable.');
  await expect(page.getByLabel('Message')).toHaveValue('Hello');
  await expectNoA11yViolations(page);
});

test('contact: the contract example answers a valid message', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Ada');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Message').fill('Hello');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you for reaching out! We will get back to you soon.');
});
