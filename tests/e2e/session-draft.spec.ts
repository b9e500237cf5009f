import { test, expect, expectNoA11yViolations, signIn, freshUser } from './fixtures';

// A 401 tells the user their session ended (on the page they land on) and never silently drops a
// form they were filling in where it can be kept.
test('a 401 while editing the profile: the root says the session ended, its link signs in and goes back to the profile with the input and a note', async ({
  page,
  request,
}) => {
  // The journey saves the profile: a Hobby user of its own, not the shared demo account.
  const user = await freshUser(request, 'Level_2');
  await signIn(page, user.email, { password: user.password });
  await page.goto('/app/profile');
  const name = page.getByLabel('Full name');
  await expect(name).toHaveValue(user.name);
  await name.fill('Half-typed Name');
  await page.getByLabel('Phone').fill('+90 532 000 11 22');

  // The token expires while the form is open: the server no longer knows it, so the next call answers 401.
  await page.evaluate(() => sessionStorage.setItem('token', 'expired-token'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  // A 401 goes to the root; the notice there offers the way back to the kept form.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Sign in to continue where you left off: what you typed was kept.' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp%2Fprofile$/);

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Half-typed Name');
  await expect(page.getByLabel('Phone')).toHaveValue('+90 532 000 11 22');
  await expect(page.getByText(/We kept what you typed/)).toBeVisible();
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeHidden();
  await expectNoA11yViolations(page);

  // The kept input saves like any other.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Half-typed Name')).toBeVisible();
});
