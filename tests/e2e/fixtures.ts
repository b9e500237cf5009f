// Shared journey fixtures: no mock latency unless a test asks for it, an axe check that fails on
// any serious or critical violation, and a Content-Security-Policy watch: any violation the
// browser reports on any journey fails that test.
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { SEED_EMAILS, SEED_PASSWORD } from '../../server/db/demo-accounts';

export { SEED_PASSWORD };
export const ACCOUNTS = SEED_EMAILS;

export async function expectNoA11yViolations(page: Page): Promise<void> {
  // Measure the settled page: a card still fading in (the report's staggered entrance) has a
  // partial opacity, and axe would report its contrast mid-animation. Every finite animation is
  // jumped to its end rather than awaited: Chromium does not run animations in content it skips
  // (content-visibility: auto below the fold), so awaiting one there could wait forever.
  // Endless ones (spinners, progress bars) are left alone: they have no end.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/** Signs in through the real login form. */
export async function signIn(page: Page, email: string, options: { remember?: boolean } = {}): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^(Email|E-posta)/).fill(email);
  await page.getByLabel(/^(Password|Şifre)$/).fill(SEED_PASSWORD);
  if (options.remember) await page.getByLabel(/Remember me|Beni hatırla/).check();
  await page.getByRole('button', { name: /^(Sign in|Login|Giriş Yap|Giriş yap)$/ }).click();
  await page.waitForURL(/\/app\//);
}

export const test = base.extend<{ mockLatency: string }>({
  mockLatency: ['none', { option: true }],
  page: async ({ page, mockLatency }, use) => {
    await page.addInitScript((latency) => {
      if (localStorage.getItem('kiyasla.mockLatency') === null) localStorage.setItem('kiyasla.mockLatency', latency);
    }, mockLatency);
    const violations: string[] = [];
    await page.exposeBinding('__kiyaslaCspViolation', (_source, text: string) => {
      violations.push(text);
    });
    await page.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as unknown as { __kiyaslaCspViolation?: (text: string) => void })
            .__kiyaslaCspViolation;
          void report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${location.pathname}`,
          );
        },
        true,
      );
    });
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };
