// A package change reads right: a move down to Free is a change, not a purchase, and its
// confirmation says what is lost and when; paid packages keep "Buy now". In tr and en, at 1280
// and 390 px, on a fresh Standard user of its own. A move down between paid packages (Premium to
// Standard) is a change too: what is lost, and "Confirm the change", never "Confirm and buy".
import { test, expect, expectNoA11yViolations, freshUser, signIn } from './fixtures';

const cases = [
  {
    language: 'en',
    width: 1280,
    select: /^Select\s?: Free$/,
    summary: 'Selected: Free, no monthly fee',
    switchTo: 'Switch to Free',
    dialog: 'Switch to Free?',
    lost: 'As soon as you confirm, these features of Standard that Free does not include are locked:',
    limit: 'Your comparisons per month go from 100 to 5 at the same moment.',
    confirm: 'Confirm the change',
    done: 'Your package is now Free.',
  },
  {
    language: 'tr',
    width: 390,
    select: /^Seç\s?: Ücretsiz$/,
    summary: 'Seçilen: Ücretsiz paket, aylık ücret yok',
    switchTo: 'Ücretsiz paketine geç',
    dialog: 'Ücretsiz paketine geçilsin mi?',
    lost: 'Onayladığınız anda Standart paketinin Ücretsiz paketinde olmayan şu özellikleri kilitlenir:',
    limit: 'Aynı anda aylık karşılaştırma hakkınız 100 yerine 5 olur.',
    confirm: 'Değişikliği onayla',
    done: 'Paketiniz artık Ücretsiz.',
  },
] as const;

for (const c of cases) {
  test.describe(`${c.language} at ${c.width} px`, () => {
    test.use({ viewport: { width: c.width, height: 900 } });

    test(`a move down to Free says what is lost and when, and never "buy" (${c.language}, ${c.width} px)`, async ({
      page,
      request,
    }) => {
      const user = await freshUser(request, 'Level_3', { language: c.language });
      await signIn(page, user.email, { password: user.password });
      await page.goto('/app/package/upgrade');
      const table = page.getByRole('table', { name: /^(Plan comparison|Paket karşılaştırması)$/ });
      await table.getByRole('button', { name: c.select }).click();
      await expect(page.getByText(c.summary)).toBeVisible();
      await expect(page.getByRole('button', { name: /Buy now|Hemen satın al/ })).toHaveCount(0);
      await page.getByRole('button', { name: c.switchTo }).click();
      const dialog = page.getByRole('dialog', { name: c.dialog });
      await expect(dialog).toContainText(c.lost);
      await expect(dialog).toContainText(c.limit);
      await expect(dialog).not.toContainText(/\(Free\)|\(Ücretsiz\)|\bat Free\.|\bbuy\b|satın/i);
      await expectNoA11yViolations(page);
      await page.screenshot({ path: `/work/shots/h40/package-downgrade-${c.language}-${c.width}.png` });
      await dialog.getByRole('button', { name: c.confirm }).click();
      await expect(page.getByText(c.done)).toBeVisible();
    });
  });
}

const paidDowngrade = [
  {
    language: 'en',
    width: 390,
    select: /^Select\s?: Standard$/,
    // A paid package keeps the packages page's "Buy now"; the dialog then says it is a change.
    switchTo: 'Buy now',
    dialog: 'Switch to Standard?',
    lost: 'This is a downgrade. As soon as you confirm, these features of Premium that Standard does not include are locked:',
    confirm: 'Confirm the change',
    done: 'Your package is now Standard.',
  },
  {
    language: 'tr',
    width: 1280,
    select: /^Seç\s?: Standart$/,
    switchTo: 'Hemen satın al',
    dialog: 'Standart paketine geçilsin mi?',
    lost: 'Bu bir paket düşürme işlemi. Onayladığınız anda Premium paketinin Standart paketinde olmayan şu özellikleri kilitlenir:',
    confirm: 'Değişikliği onayla',
    done: 'Paketiniz artık Standart.',
  },
] as const;

for (const c of paidDowngrade) {
  test.describe(`${c.language} at ${c.width} px, Premium`, () => {
    test.use({ viewport: { width: c.width, height: 900 } });

    test(`a move down from Premium to Standard says what is lost and is confirmed as a change (${c.language}, ${c.width} px)`, async ({
      page,
      request,
    }) => {
      const user = await freshUser(request, 'Level_4', { language: c.language });
      await signIn(page, user.email, { password: user.password });
      await page.goto('/app/package/upgrade');
      const table = page.getByRole('table', { name: /^(Plan comparison|Paket karşılaştırması)$/ });
      await table.getByRole('button', { name: c.select }).click();
      await page.getByRole('button', { name: c.switchTo }).click();
      const dialog = page.getByRole('dialog', { name: c.dialog });
      await expect(dialog).toContainText(c.lost);
      await expect(dialog.getByRole('listitem').first()).toBeVisible();
      await expect(dialog).not.toContainText(/\bbuy\b|satın/i);
      await expectNoA11yViolations(page);
      await page.screenshot({ path: `/work/shots/h40/package-paid-downgrade-${c.language}-${c.width}.png` });
      await dialog.getByRole('button', { name: c.confirm }).click();
      await expect(page.getByText(c.done)).toBeVisible();
    });
  });
}

test.describe('en at 390 px, Premium to Free', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the longest downgrade confirmation keeps its buttons in view on a phone (en, 390 px)', async ({
    page,
    request,
  }) => {
    const user = await freshUser(request, 'Level_4', { language: 'en' });
    await signIn(page, user.email, { password: user.password });
    await page.goto('/app/package/upgrade');
    const table = page.getByRole('table', { name: 'Plan comparison' });
    await table.getByRole('button', { name: /^Select\s?: Free$/ }).click();
    await page.getByRole('button', { name: 'Switch to Free' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch to Free?' });
    // Eight features lost: the list scrolls inside the dialog, its actions stay on screen.
    await expect(dialog.getByRole('listitem')).toHaveCount(8);
    await expect(dialog.getByRole('button', { name: 'Confirm the change' })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: '/work/shots/h40/package-downgrade-premium-free-en-390.png' });
  });
});
