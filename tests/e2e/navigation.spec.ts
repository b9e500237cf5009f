// Navigation: the 404 page knows who is signed in and has its own title; every route
// has its own document title in both languages; after registering, the sign-in page fills in
// the new email and greets a new user.
import type { Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations, signIn, freshUser, ACCOUNTS } from './fixtures';
import { apiAs, reportDone } from './support/api-as';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/no-such-page',
  '/s/no-such-share',
];
const APP_ROUTES = [
  '/app/compare',
  'report',
  '/app/compare_history',
  '/app/chat',
  '/app/chat_history',
  '/app/profile',
  '/app/package',
  '/app/package/upgrade',
  '/app/settings',
];

/**
 * The title the route's screen sets once it shows (as it renders, with its heading): before that
 * the page may still carry the last route's or the boot page's. `settled` is the title expected
 * when the screen's data decides it (a report's items).
 */
async function titleOf(page: Page, settled: RegExp = /. · Kıyasla$/): Promise<string> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page).toHaveTitle(settled);
  return page.title();
}

for (const { language, locale } of [
  { language: 'en' as const, locale: 'en-US' },
  { language: 'tr' as const, locale: 'tr-TR' },
]) {
  test.describe(`document titles (${language})`, () => {
    test.use({ locale });

    test('every route has a title of its own', async ({ page, request }) => {
      test.setTimeout(60_000);
      const titles = new Map<string, string>();
      for (const path of PUBLIC_ROUTES) {
        await page.goto(path);
        titles.set(path, await titleOf(page));
      }
      const user = await freshUser(request, 'Level_4', { language });
      const created = await apiAs<{ data: { id: string } }>(request, user, 'POST', '/api/comparisons', {
        query: 'Kindle Paperwhite vs Kobo Clara',
        features: [],
        isDetailed: false,
      });
      await reportDone(request, user, created.body.data.id);
      await signIn(page, user.email, { password: user.password });
      for (const route of APP_ROUTES) {
        const path = route === 'report' ? `/app/compare/${created.body.data.id}` : route;
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
        titles.set(route, await titleOf(page, route === 'report' ? /^Kindle Paperwhite vs Kobo Clara/ : undefined));
      }
      // The report's permalink is named after its items.
      expect(titles.get('report')).toMatch(/^Kindle Paperwhite vs Kobo Clara.* · Kıyasla$/);
      expect(titles.get('/no-such-page')).toBe(
        language === 'en' ? 'Page not found · Kıyasla' : 'Sayfa bulunamadı · Kıyasla',
      );
      // All different: no route borrows another's name or the bare product name.
      const seen = new Map<string, string>();
      for (const [route, title] of titles) {
        expect(title, route).not.toBe('Kıyasla');
        expect(seen.get(title), `${route} has the title of ${seen.get(title)}: "${title}"`).toBeUndefined();
        seen.set(title, route);
      }
      // In the interface's language: the Turkish ones are not the English ones.
      if (language === 'tr') expect(titles.get('/app/settings')).toBe('Ayarlar · Kıyasla');
      else expect(titles.get('/app/settings')).toBe('Settings · Kıyasla');
    });
  });
}

test.describe('the 404 page knows who is signed in', () => {
  test('desktop, English: no Login, the way back to the app', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, ACCOUNTS.hobby);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Kıyasla');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Open the app' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Back to the app' }).click();
    await expect(page).toHaveURL(/\/app\/compare$/);
  });

  test('phone, Turkish: the menu offers the app, not a login', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, ACCOUNTS.free);
    await page.goto('/bu-sayfa-yok');
    await expect(page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeVisible();
    await expect(page).toHaveTitle('Sayfa bulunamadı · Kıyasla');
    await page.getByRole('button', { name: 'Menü' }).click();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Giriş Yap' })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Uygulamayı aç' })).toBeVisible();
    await expectNoA11yViolations(page);
    await banner.getByRole('link', { name: 'Uygulamayı aç' }).click();
    await expect(page).toHaveURL(/\/app\/compare$/);
  });

  test('a visitor still gets Login and the home page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  });
});

for (const { language, locale, viewport, labels } of [
  {
    language: 'en',
    locale: 'en-US',
    viewport: DESKTOP,
    labels: {
      name: 'Name and surname',
      email: 'Email',
      password: 'Password',
      signUp: 'Sign up',
      greeting: 'Your account is ready. Sign in to make your first comparison.',
      welcomeBack: /Welcome back/,
      signIn: 'Sign in',
    },
  },
  {
    language: 'tr',
    locale: 'tr-TR',
    viewport: PHONE,
    labels: {
      name: 'Ad soyad',
      email: 'E-posta',
      password: 'Şifre',
      signUp: 'Kayıt Ol',
      greeting: 'Hesabınız hazır. İlk karşılaştırmanızı yapmak için giriş yapın.',
      welcomeBack: /Tekrar hoş geldiniz/,
      signIn: 'Giriş Yap',
    },
  },
]) {
  test.describe(`after registering (${language}, ${viewport.width} px)`, () => {
    test.use({ locale, viewport });

    test('the sign-in page has the new email filled in and greets a new user', async ({ page }) => {
      const email = `new-${language}-${Date.now()}@example.com`;
      await page.goto('/register');
      await page.getByLabel(labels.name).fill('Ada Lovelace');
      await page.getByLabel(labels.email).fill(email);
      await page.getByLabel(labels.password, { exact: true }).fill('secret1');
      await page.getByRole('button', { name: labels.signUp }).click();
      await expect(page).toHaveURL(/\/login\?registrationSuccess=true$/);
      await expect(page.getByLabel(labels.email)).toHaveValue(email);
      await expect(page.getByLabel(labels.password, { exact: true })).toBeFocused();
      await expect(page.getByText(labels.greeting)).toBeVisible();
      await expect(page.getByText(labels.welcomeBack)).toHaveCount(0);
      await expectNoA11yViolations(page);
      // Only the password is left to type.
      await page.getByLabel(labels.password, { exact: true }).fill('secret1');
      await page.getByRole('button', { name: labels.signIn }).click();
      await expect(page).toHaveURL(/\/app\/compare$/);
    });
  });
}
