// Input messages as the query is typed: a repeated item is named before any submit, and the query
// stops at its 300-character limit, a 5,000-character paste cut at once and said so. In tr and en,
// at 1280 and 390 px.
import { test, expect, expectNoA11yViolations, freshUser, signIn } from './fixtures';

const cases = [
  {
    language: 'en',
    width: 1280,
    field: 'What do you want to compare?',
    repeated: 'iPhone 15 is in the query twice. Compare it with something else.',
    count: '300 / 300 characters',
    cut: 'The pasted text was longer than 300 characters: only its first 300 were kept.',
  },
  {
    language: 'tr',
    width: 390,
    field: 'Neyi karşılaştırmak istiyorsunuz?',
    repeated: 'iPhone 15 sorguda iki kez geçiyor. Onu başka bir şeyle karşılaştırın.',
    count: '300 / 300 karakter',
    cut: 'Yapıştırılan metin 300 karakterden uzundu: yalnızca ilk 300 karakteri alındı.',
  },
] as const;

for (const c of cases) {
  test(`${c.language}, ${c.width} px: a repeated item is named as typed; a long paste stops at 300`, async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: c.width, height: 900 });
    const user = await freshUser(request, 'Level_1', { language: c.language });
    await signIn(page, user.email, { password: user.password });
    await page.goto('/app/compare');
    const field = page.getByLabel(c.field);
    await field.pressSequentially('iPhone 15 vs iphone 15');
    await expect(page.getByText(c.repeated)).toBeVisible();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `/work/shots/h40/query-repeated-${c.language}-${c.width}.png` });

    await field.fill('');
    await page.evaluate((text) => navigator.clipboard.writeText(text), 'x'.repeat(5000));
    await field.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(field).toHaveValue('x'.repeat(300));
    await expect(page.getByText(c.count)).toBeVisible();
    await expect(page.getByText(c.cut)).toBeVisible();
    await page.screenshot({ path: `/work/shots/h40/query-paste-cut-${c.language}-${c.width}.png` });
  });
}
