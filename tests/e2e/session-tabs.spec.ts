// One sign-in per browser, not per tab: signed in without "Remember me", a report or the history
// opened in a new tab (a middle click) has the session; a new browser (the old one closed) has
// not. In tr and en.
import { test, expect, freshUser, signIn } from './fixtures';

for (const language of ['en', 'tr'] as const) {
  test(`${language}: a new tab has the session; a closed browser ends it`, async ({ page, request, browser }) => {
    const user = await freshUser(request, 'Level_1', { language });
    await signIn(page, user.email, { password: user.password });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const tab = await page.context().newPage();
    await tab.goto('/app/compare_history');
    await expect(tab).toHaveURL(/\/app\/compare_history$/);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(
      language === 'tr' ? 'Karşılaştırma geçmişi' : 'Comparison history',
    );
    await tab.screenshot({ path: `/work/shots/h40/session-new-tab-${language}.png` });
    // The new tab's session is in its own sessionStorage: it ends with the browser.
    expect(await tab.evaluate(() => [sessionStorage.getItem('token') !== null, localStorage.getItem('token')])).toEqual(
      [true, null],
    );

    // Another browser (as after closing this one): no session.
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto('/app/compare_history');
    await expect(other).toHaveURL(/\/login\?redirectTo=/);
    await fresh.close();
    await tab.close();
  });
}
