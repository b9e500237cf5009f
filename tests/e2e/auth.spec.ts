import { test, expect, expectNoA11yViolations, signIn, ACCOUNTS, SEED_PASSWORD } from './fixtures';

test.describe('sign-up, sign-in and session', () => {
  test('register → success banner → login → app', async ({ page }) => {
    const email = `new-${Date.now()}@example.com`;
    await page.goto('/');
    await page.getByRole('link', { name: 'Start comparing for free' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Name, email, and password are required.')).toHaveCount(1);
    await expectNoA11yViolations(page);

    await page.getByLabel('Name and surname').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/login\?registrationSuccess=true$/);
    await expect(page.getByRole('status')).toHaveText('Your registration was successful! You can now log in.');
    await expectNoA11yViolations(page);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/app\/compare$/);
  });

  test('the registration banner disappears after 5 seconds and the query goes', async ({ page }) => {
    await page.clock.install();
    await page.goto('/login?registrationSuccess=true');
    const banner = page.getByText('Your registration was successful! You can now log in.');
    await expect(banner).toBeVisible();
    await page.clock.runFor(5000);
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a duplicate email shows the server message', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Name and surname').fill('Someone');
    await page.getByLabel('Email').fill(ACCOUNTS.free);
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert')).toHaveText('This email address is already registered.');
  });

  test('wrong password: the server message; the form is accessible', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email and password are required.')).toHaveCount(1);
    await expectNoA11yViolations(page);
    await page.getByLabel('Email').fill(ACCOUNTS.hobby);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  });

  test('remember-me survives a new page load and prefills the email after logout', async ({ page, context }) => {
    await signIn(page, ACCOUNTS.hobby, { remember: true });
    await expect(page).toHaveURL(/\/app\/compare$/);
    const second = await context.newPage();
    await second.goto('/app/compare_history');
    await expect(second).toHaveURL(/\/app\/compare_history$/);
    await second.close();

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toHaveValue(ACCOUNTS.hobby);
    await expect(page.getByLabel('Remember me')).toBeChecked();
  });

  test('without remember-me a new tab has the session while a tab holds it; with none left, it is over', async ({
    page,
    context,
  }) => {
    await signIn(page, ACCOUNTS.hobby);
    const second = await context.newPage();
    await second.goto('/app/compare');
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(second).toHaveURL(/\/app\/compare$/);
    // Every tab closed, as when the browser closes: nothing kept the session.
    await page.close();
    await second.close();
    const third = await context.newPage();
    await third.goto('/app/compare');
    await expect(third).toHaveURL(/\/login\?redirectTo=/);
  });

  test('logout returns to / and the app is closed again', async ({ page }) => {
    await signIn(page, ACCOUNTS.premium);
    // The header's own Logout button: no menu to open first.
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/app/profile');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp%2Fprofile$/);
  });

  test('a guarded route without a token → /login → back there after signing in', async ({ page }) => {
    await page.goto('/app/profile');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp%2Fprofile$/);
    await page.getByLabel('Email').fill(ACCOUNTS.hobby);
    await page.getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/app\/profile$/);
  });

  test('already signed in, /login goes straight to the app', async ({ page }) => {
    await signIn(page, ACCOUNTS.hobby);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/app\/compare$/);
  });

  test('forgot password: a neutral confirmation and a way back', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'If an account exists for this address, we have sent a reset link.',
    );
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
