// The accessibility check every journey relies on (fixtures.ts) can fail: on a page with a button
// without a name, faint text and an image without alternative text it names all three.
import { test, expect, expectNoA11yViolations } from './fixtures';

test('the accessibility check names the serious violations of a page', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>' +
      '<p style="color:#ddd;background:#fff">faint text</p><button></button><img src="/missing.png"></main></body></html>',
  );
  const failure = await expectNoA11yViolations(page).then(
    () => '',
    (error: unknown) => String(error),
  );
  expect(failure).toMatch(/button-name/);
  expect(failure).toMatch(/color-contrast/);
  expect(failure).toMatch(/image-alt/);
});
