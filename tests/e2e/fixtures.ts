// Shared journey fixtures: an axe check that fails on any serious or critical violation, a
// Content-Security-Policy watch (any violation the browser reports fails the test; on the real
// server every page must arrive with the server's CSP header), sign-in through the login form, and
// fresh accounts for journeys that change state.
//
// The journeys share one server and its demo accounts. A journey that changes anything another
// journey could see (password, package, profile, language, history, chats, a quota) works on its
// own fresh user from freshUser(); read-only journeys may use the demo accounts.
import { randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { Language, PackageName } from '@shared/api/generated/model';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias; this module is dependency-free for such users
import { SEED_EMAILS, SEED_PASSWORD } from '../../server/db/demo-accounts';

export { SEED_PASSWORD };
export const ACCOUNTS = SEED_EMAILS;

export async function expectNoA11yViolations(page: Page): Promise<void> {
  // Measure the settled page: a card still fading in (the report's staggered entrance) has a
  // partial opacity, and axe would report its contrast mid-animation. Every finite animation is
  // jumped to its end rather than awaited: Chromium does not run animations in content it skips
  // (content-visibility: auto below the fold), so awaiting one there could wait forever.
  // Endless ones (spinners, progress bars) are left alone: they have no end. A section that arrives
  // while axe runs (a report still being written) starts its own entrance: that one is ended as it
  // starts, until the check is over.
  await page.evaluate(() => {
    const finishAll = () => {
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
      }
    };
    finishAll();
    document.addEventListener('animationstart', finishAll, true);
    document.addEventListener('transitionstart', finishAll, true);
    (window as unknown as { __stopFinishing?: () => void }).__stopFinishing = () => {
      document.removeEventListener('animationstart', finishAll, true);
      document.removeEventListener('transitionstart', finishAll, true);
    };
  });
  // Axe in the page itself (its "legacy" mode) rather than partial runs finished in a blank page the
  // builder opens for every check, and only violations gathered (the others are never read): the
  // same rules on the same page, for about 40 % of the time the checks took. The app has no frames,
  // the only thing that mode leaves to the page's own origin. a11y-check.spec.ts shows it still fails.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  await page.evaluate(() => (window as unknown as { __stopFinishing?: () => void }).__stopFinishing?.());
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

/**
 * Logs out as a user does: the header's own Logout button where the header shows the user's name
 * (over 800 px); on a narrow screen, Logout in the header's account menu.
 */
export async function logOut(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  const button = banner.getByRole('button', { name: /^(Logout|Çıkış Yap)$/ });
  if (await button.isVisible()) {
    await button.click();
    return;
  }
  await banner.getByRole('button', { name: /^(Account menu|Hesap menüsü)/ }).click();
  await page.getByRole('menuitem', { name: /^(Logout|Çıkış Yap)$/ }).click();
}

/** Signs in through the real login form (a demo account unless another password is given). */
export async function signIn(
  page: Page,
  email: string,
  options: { password?: string; remember?: boolean } = {},
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^(Email|E-posta)/).fill(email);
  await page.getByLabel(/^(Password|Şifre)$/).fill(options.password ?? SEED_PASSWORD);
  if (options.remember) await page.getByLabel(/Remember me|Beni hatırla/).check();
  await page.getByRole('button', { name: /^(Sign in|Login|Giriş Yap|Giriş yap)$/ }).click();
  await page.waitForURL(/\/app\//);
}

export interface FreshUser {
  email: string;
  password: string;
  name: string;
  language: Language;
  level: PackageName;
  /** A session of this user opened through the API (the browser signs in on its own). */
  token: string;
}

/**
 * Registers a new account through the API (POST /api/register), signs it in (POST /api/login) and
 * moves it to `level` (PUT /api/packages/me): a user no other journey knows, with a fresh month's
 * quota and an empty history.
 */
export async function freshUser(
  request: APIRequestContext,
  level: PackageName = 'Level_1',
  options: { language?: Language; name?: string } = {},
): Promise<FreshUser> {
  const id = randomUUID().slice(0, 12);
  const user = {
    email: `e2e-${level.toLowerCase()}-${id}@example.com`,
    password: `Pw-${id}`,
    name: options.name ?? `Test User ${id.slice(0, 4)}`,
    language: options.language ?? 'en',
  };
  const registered = await request.post('/api/register', {
    data: { name: user.name, email: user.email, password: user.password, language: user.language },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await request.post('/api/login', { data: { email: user.email, password: user.password } });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  if (level !== 'Level_1') {
    const changed = await request.put('/api/packages/me', {
      data: { package_name: level },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  }
  return { ...user, level, token };
}

/**
 * Holds every answer of the API paths matching `url` for `ms` before it goes on to the server:
 * what a slow network or a slow report looks like to the user.
 */
export async function delayApi(page: Page, url: string | RegExp, ms: number): Promise<void> {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    // The page may have closed or cancelled the request meanwhile.
    await route.continue().catch(() => undefined);
  });
}

/** Directives the server's header must carry; a <meta> policy can hold none of frame-ancestors. */
const HEADER_POLICY = [/(^|; )default-src 'self'/, /(^|; )script-src 'self'/, /(^|; )frame-ancestors 'none'/];

export const test = base.extend({
  page: async ({ page, baseURL }, use, testInfo) => {
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
    // On the real server the policy is the response header (production build), not the <meta>
    // alone: every page the app loads must carry it, with frame-ancestors, and no 'unsafe-inline'.
    // (Only for the project's own server: a test that points baseURL elsewhere is not checked.)
    const pagesWithoutPolicy: string[] = [];
    const projectBaseURL = testInfo.project.use.baseURL;
    if (testInfo.project.name === 'server' && baseURL && baseURL === projectBaseURL) {
      page.on('response', (response) => {
        const request = response.request();
        if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
        if (!response.url().startsWith(baseURL) || response.status() !== 200) return;
        const policy = response.headers()['content-security-policy'] ?? '';
        if (!HEADER_POLICY.every((directive) => directive.test(policy)) || policy.includes('unsafe-inline'))
          pagesWithoutPolicy.push(`${new URL(response.url()).pathname}: ${policy || '(no header)'}`);
      });
    }
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    expect(pagesWithoutPolicy, 'pages served without the server’s Content-Security-Policy header').toEqual([]);
  },
});

export { expect };
