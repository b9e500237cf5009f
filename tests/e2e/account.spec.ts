import { test, expect, expectNoA11yViolations, signIn, logOut, freshUser } from './fixtures';

// Every journey here changes the account (profile, picture, password, language): each works on a
// fresh Hobby user of its own, never on a demo account another journey reads.
test.describe('account', () => {
  test('editing the profile changes the header name and the interface language at once', async ({ page, request }) => {
    const user = await freshUser(request, 'Level_2', { name: 'Hobby User' });
    await signIn(page, user.email, { password: user.password });
    await page.getByRole('navigation', { name: 'App navigation' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const name = page.getByLabel('Full name');
    await expect(name).toHaveValue('Hobby User');
    await expectNoA11yViolations(page);

    await name.fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Name, email, and language fields cannot be left blank.')).toBeVisible();

    await name.fill('Ada Lovelace');
    await page.getByLabel('Phone').fill('+90 532 123 45 67');
    await page.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/ada');
    await page.getByLabel('Language').selectOption('tr');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page.getByText('Profil başarıyla güncellendi!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Ada Lovelace')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expectNoA11yViolations(page);

    // Saved on the server too: a reload keeps it.
    await page.reload();
    await expect(page.getByLabel('Ad soyad')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('LinkedIn profili')).toHaveValue('https://www.linkedin.com/in/ada');
  });

  test('a profile picture: any photo is uploaded as a small square data image and shows in the header after save, under the CSP', async ({
    page,
    request,
  }) => {
    const user = await freshUser(request, 'Level_2', { name: 'Hobby User' });
    await signIn(page, user.email, { password: user.password });
    await page.goto('/app/profile');
    await expect(page.getByLabel('Full name')).toHaveValue('Hobby User');
    // A 1200 × 800 photo-like PNG made in the page (about 2 MB): far over the 256 px kept.
    const photo = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 800;
      const context = canvas.getContext('2d')!;
      // Seeded noise over a gradient: a PNG that does not compress away (like a real photo).
      const image = context.createImageData(1200, 800);
      let seed = 20261123;
      for (let i = 0; i < image.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        const pixel = i / 4;
        image.data[i] = ((pixel % 1200) / 1200) * 200 + (seed % 56);
        image.data[i + 1] = (pixel / 1200 / 800) * 200 + ((seed >> 8) % 56);
        image.data[i + 2] = (seed >> 16) % 256;
        image.data[i + 3] = 255;
      }
      context.putImageData(image, 0, 0);
      return canvas.toDataURL('image/png').split(',')[1];
    });
    const bytes = Buffer.from(photo, 'base64');
    expect(bytes.length).toBeGreaterThan(150 * 1024);
    // The picker speaks the app's language: the native input (its "Choose File" follows the
    // browser's) is out of sight, its label is the button, and keyboard focus shows on that button.
    const picker = page.getByLabel('Upload an image');
    const pickerButton = page.locator('label', { hasText: 'Upload an image' });
    await expect(pickerButton).toBeVisible();
    expect((await picker.boundingBox())?.width).toBeLessThanOrEqual(1);
    await picker.focus();
    await expect(pickerButton).toHaveCSS('outline-style', 'solid');
    await picker.setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: bytes });

    const preview = page.getByRole('img', { name: 'Preview of your profile picture' });
    await expect(preview).toHaveAttribute('src', /^data:image\/(webp|jpeg);base64,/);
    const stored = await preview.evaluate((img: HTMLImageElement) =>
      img.decode().then(() => ({ width: img.naturalWidth, height: img.naturalHeight, length: img.src.length })),
    );
    expect(stored.width).toBe(256);
    expect(stored.height).toBe(256);
    expect(stored.length).toBeLessThan(200_000);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    const header = page.getByRole('banner').getByRole('img', { name: /Hobby User/ });
    await expect(header).toHaveAttribute('src', /^data:image\/(webp|jpeg);base64,/);
    expect(await header.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(256);
    // Kept on the server: after a reload the header still shows it (the fixture fails on any CSP violation).
    await page.reload();
    await expect(page.getByRole('banner').getByRole('img', { name: /Hobby User/ })).toHaveAttribute(
      'src',
      /^data:image\/(webp|jpeg);base64,/,
    );
  });

  test('changing the password shows each rule, the server error and the success', async ({ page, request }) => {
    const user = await freshUser(request, 'Level_2');
    await signIn(page, user.email, { password: user.password });
    await page.goto('/app/profile');
    const current = page.getByLabel('Current password');
    const next = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');
    const submit = page.getByRole('button', { name: 'Update password' });
    const expectMessage = async (text: string) => {
      await submit.click();
      await expect(page.getByText(text)).toBeVisible();
    };

    await expectMessage('Please fill in all password fields.');
    await current.fill(user.password);
    await expectMessage('All fields are required.');
    await next.fill('brandNew1');
    await confirm.fill('brandNew2');
    await expectMessage('New passwords do not match!');
    await next.fill(user.password);
    await confirm.fill(user.password);
    await expectMessage('New password cannot be the same as your current password.');
    await next.fill('abc');
    await confirm.fill('abc');
    await expectMessage('The new password must be at least 6 characters long.');
    await expectNoA11yViolations(page);

    await current.fill('not-my-password');
    await next.fill('brandNew1');
    await confirm.fill('brandNew1');
    await expectMessage('Current password is incorrect.');

    await current.fill(user.password);
    await expectMessage('Password updated successfully!');
    await expect(current).toHaveValue('');
    // The change ends the account's other sessions (here the one freshUser opened through the API).
    const elsewhere = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${user.token}` } });
    expect(elsewhere.status()).toBe(401);

    // The new password works for the next sign-in.
    await logOut(page);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill(user.email);
    await page.getByLabel(/^Password$/).fill('brandNew1');
    await page.getByRole('button', { name: /^(Sign in|Login)$/ }).click();
    await page.waitForURL(/\/app\//);
  });

  test('settings: the language is saved to the account and comes back at the next sign-in', async ({
    page,
    request,
    browser,
  }) => {
    const user = await freshUser(request, 'Level_2');
    await signIn(page, user.email, { password: user.password });
    await page.goto('/app/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    // The demo reset belongs to the front-end-only mock build: the real server has nothing to reset.
    await expect(page.getByRole('button', { name: 'Reset demo data' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await page.getByLabel('Language', { exact: true }).selectOption('tr');
    await page.getByRole('button', { name: 'Save language' }).click();
    await expect(page.getByText('Dil kaydedildi.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Ayarlar' })).toBeVisible();
    // Kept by the server, not the browser: a new browser (no storage) signing in gets Turkish.
    const other = await browser.newPage({ locale: 'en-US' });
    await signIn(other, user.email, { password: user.password });
    await other.goto('/app/settings');
    await expect(other.getByRole('heading', { level: 1, name: 'Ayarlar' })).toBeVisible();
    await expect(other.locator('html')).toHaveAttribute('lang', 'tr');
    await other.close();
  });
});
