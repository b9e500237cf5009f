// The password reset as a user lives it: the mail arrives on a real SMTP server (the server under
// test sends to it through nodemailer), its link opens in the browser, the new password signs in,
// and the same link is refused afterwards. In both languages, the account's language in the mail.
import { test, expect, expectNoA11yViolations, freshUser, signIn } from './fixtures';
import { startMailCatcher } from './support/mail-catcher';
import { e2eSmtpPort } from './support/smtp-port';

let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
// One SMTP port: the journeys of this file run one after another, in one worker.
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  catcher = await startMailCatcher(e2eSmtpPort);
});
test.afterAll(async () => {
  await catcher?.close();
});

const words = {
  en: {
    forgot: 'Forgot your password?',
    email: 'Email',
    send: 'Send reset link',
    sent: 'If an account exists for this address, we have sent a reset link.',
    subject: 'Reset your Kıyasla password',
    newPassword: 'New password',
    save: 'Set new password',
    changed: 'Your password has been changed. Sign in with your new password.',
    gone: 'This reset link has expired or has already been used.',
    requestNew: 'Request a new link',
  },
  tr: {
    forgot: 'Şifrenizi mi unuttunuz?',
    email: 'E-posta',
    send: 'Sıfırlama bağlantısı gönder',
    sent: 'Bu adrese ait bir hesap varsa sıfırlama bağlantısı gönderdik.',
    subject: 'Kıyasla şifrenizi sıfırlayın',
    newPassword: 'Yeni şifre',
    save: 'Yeni şifreyi kaydet',
    changed: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapın.',
    gone: 'Bu sıfırlama bağlantısının süresi dolmuş ya da bağlantı zaten kullanılmış.',
    requestNew: 'Yeni bağlantı iste',
  },
} as const;

for (const language of ['en', 'tr'] as const) {
  test.describe(`a ${language} browser`, () => {
    test.use({ locale: language === 'tr' ? 'tr-TR' : 'en-US' });
    test(`forgot password → mail → new password → sign in; the old link is refused (${language})`, async ({
      page,
      request,
    }) => {
      const w = words[language];
      const user = await freshUser(request, 'Level_1', { language });
      await page.goto('/login');
      await page.getByRole('link', { name: w.forgot }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.forgot })).toBeVisible();
      const email = page.getByLabel(w.email);
      // Filled again if the screen was still settling (its strings arriving) and dropped the first.
      await expect(async () => {
        await email.fill(user.email);
        await expect(email).toHaveValue(user.email, { timeout: 500 });
      }).toPass();
      const before = catcher.mails.length;
      await page.getByRole('button', { name: w.send }).click();
      await expect(page.getByRole('status')).toHaveText(w.sent);

      const mail = await catcher.waitFor(user.email, before);
      expect(mail.subject).toBe(w.subject);
      const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
      expect(link, mail.text).toBeTruthy();

      await page.goto(link!);
      await page.getByLabel(w.newPassword).fill('Brand.New.42');
      await expectNoA11yViolations(page);
      await page.screenshot({ path: `/work/shots/h40/reset-form-${language}.png` }).catch(() => undefined);
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByRole('status')).toHaveText(w.changed);
      await page.screenshot({ path: `/work/shots/h40/reset-done-${language}.png` }).catch(() => undefined);

      await signIn(page, user.email, { password: 'Brand.New.42' });
      await expect(page).toHaveURL(/\/app\//);
      // The session of freshUser's own login ended with the reset.
      const old = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${user.token}` } });
      expect(old.status()).toBe(401);

      await page.context().clearCookies();
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      // The used link is refused as the page opens, before a new password can be typed into it.
      await page.goto(link!);
      await expect(page.getByRole('alert')).toContainText(w.gone);
      await expect(page.getByLabel(w.newPassword)).toHaveCount(0);
      await expect(page.getByRole('link', { name: w.requestNew })).toHaveAttribute('href', '/forgot-password');
      await expectNoA11yViolations(page);
      await page.screenshot({ path: `/work/shots/h40/reset-link-used-${language}.png` }).catch(() => undefined);
    });

    test(`an expired or used link says so when it opens and offers a new one to the same address (${language})`, async ({
      page,
      request,
    }) => {
      const w = words[language];
      const user = await freshUser(request, 'Level_1', { language });
      const before = catcher.mails.length;
      expect((await request.post('/api/forgot-password', { data: { email: user.email } })).status()).toBe(200);
      const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w-]+/.exec(
        (await catcher.waitFor(user.email, before)).text,
      )?.[0];
      expect(link).toBeTruthy();
      const token = new URL(link!).searchParams.get('token')!;
      expect(
        (await request.post('/api/reset-password', { data: { token, password: 'Used.Elsewhere.1' } })).status(),
      ).toBe(200);

      await page.goto(link!);
      // Nothing typed: the page asked the server when it opened.
      await expect(page.getByRole('alert')).toContainText(w.gone);
      await expect(page.getByLabel(w.newPassword)).toHaveCount(0);
      await expectNoA11yViolations(page);
      await page.screenshot({ path: `/work/shots/h40/reset-link-gone-on-open-${language}.png` }).catch(() => undefined);
      await page.getByRole('link', { name: w.requestNew }).click();
      await expect(page.getByLabel(w.email)).toHaveValue(user.email);
      const again = catcher.mails.length;
      await page.getByRole('button', { name: w.send }).click();
      await expect(page.getByRole('status')).toHaveText(w.sent);
      expect((await catcher.waitFor(user.email, again)).subject).toBe(w.subject);
    });
  });
}
