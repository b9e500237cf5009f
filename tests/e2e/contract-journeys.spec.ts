// @contract journeys: between them they call every operation the UI uses, through the real
// screens (createDemoMessage has no screen, so the page calls it with fetch). They run on the real
// server serving the production build (npm run test:e2e), on a Prism mock in errors mode
// (test:contract) and through a Prism proxy in front of any backend (npm run contract:verify and
// test:contract's reference-server stage), so assertions stay backend-neutral: the operation
// answered with 2xx and the screen moved on. The contract checks themselves live in the fixture
// (tests/contract/journey-fixture.ts). The journeys run in parallel on one backend and other specs
// sign in as the demo accounts too: a journey that changes an account (password, package)
// registers its own, and a journey that deletes a comparison deletes the one it created.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from './fixtures';
import { CONTRACT_ACCOUNT, CONTRACT_MODE, expect, test, waitForOperation } from '../contract/journey-fixture';

const NAMESPACES = ['app', 'auth', 'compare', 'account', 'packages', 'chat', 'contact', 'share', 'history'] as const;
// Read from disk: Playwright's ESM loader wants import attributes for JSON.
const LOCALES = Object.fromEntries(
  NAMESPACES.map((ns) => [
    ns,
    ['en', 'tr'].map(
      (lng) =>
        JSON.parse(
          readFileSync(new URL(`../../src/i18n/locales/${lng}/${ns}.json`, import.meta.url), 'utf8'),
        ) as unknown,
    ),
  ]),
) as Record<(typeof NAMESPACES)[number], unknown[]>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English or Turkish text of a key as an exact-match pattern ({{vars}} match anything). */
function tx(ns: (typeof NAMESPACES)[number], key: string, options: { exact?: boolean } = {}): RegExp {
  const texts = LOCALES[ns].map((locale) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], locale);
    if (typeof value !== 'string') throw new Error(`missing text ${ns}:${key}`);
    return escape(value).replace(/\\\{\\\{[^}]+\\\}\\\}/g, '.*');
  });
  const body = `(${texts.join('|')})`;
  return new RegExp(options.exact === false ? body : `^${body}$`);
}

async function checkA11y(page: Page): Promise<void> {
  // Accessibility is checked when these journeys run in `npm run test:e2e` (the real server);
  // the contract stage (CONTRACT_SKIP_A11Y) and the Prism runs are about the wire only.
  if (CONTRACT_MODE === 'server' && !process.env.CONTRACT_SKIP_A11Y) await expectNoA11yViolations(page);
}

/** A stateless Prism mock answers with the contract's Level_3 example user: show it as Level_4 so
 * the assistant screens open and their requests get validated too. */
async function treatAsPremiumOnPrismMock(page: Page): Promise<void> {
  if (CONTRACT_MODE !== 'prism-errors') return;
  const patch = (path: string, pick: (json: Record<string, unknown>) => Record<string, unknown> | undefined) =>
    page.route(`**${path}`, async (route) => {
      if (route.request().method() === 'PUT') return route.fallback();
      const response = await route.fetch();
      const json = (await response.json()) as Record<string, unknown>;
      const user = pick(json);
      if (user) user.package_name = 'Level_4';
      await route.fulfill({ response, json });
    });
  await patch('/api/login', (json) => (json.data as { user?: Record<string, unknown> } | undefined)?.user);
  await patch('/api/users/me', (json) => json.data as Record<string, unknown> | undefined);
}

type Account = { email: string; password: string };

async function signInThroughForm(page: Page, account: Account = CONTRACT_ACCOUNT): Promise<void> {
  await treatAsPremiumOnPrismMock(page);
  await page.goto('/login');
  await page.getByLabel(tx('auth', 'fields.email', { exact: false })).fill(account.email);
  await page.getByLabel(tx('auth', 'fields.password')).fill(account.password);
  const login = waitForOperation(page, 'login');
  await page.getByRole('button', { name: tx('auth', 'login.submit') }).click();
  expect((await login).status()).toBe(200);
  await page.waitForURL(/\/app\//);
}

/** Registers a new account through the form (it lands on the sign-in page) and returns it. */
async function registerThroughForm(page: Page): Promise<Account> {
  const account = {
    email: `contract-journey-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'Passw0rd!',
  };
  await page.goto('/register');
  await page.getByLabel(tx('auth', 'fields.name', { exact: false })).fill('Contract Journey');
  await page.getByLabel(tx('auth', 'fields.email', { exact: false })).fill(account.email);
  await page.getByLabel(tx('auth', 'fields.password')).fill(account.password);
  const register = waitForOperation(page, 'register');
  await page.getByRole('button', { name: tx('auth', 'register.submit') }).click();
  expectOk((await register).status());
  await page.waitForURL(/\/login/);
  return account;
}

/**
 * The history entry of the report a journey created, so parallel journeys never touch each
 * other's; a stateless backend's history (Prism's example) does not hold it: then the first entry.
 */
async function ownHistoryEntry(page: Page, permalink: string): Promise<Locator> {
  const own = page.locator('main article').filter({ has: page.locator(`a[href="${permalink}"]`) });
  return (await own.count()) > 0 ? own.first() : page.locator('main article').first();
}

function expectOk(status: number): void {
  expect(status, 'the operation answered with success').toBeGreaterThanOrEqual(200);
  expect(status).toBeLessThan(300);
}

// Independent journeys (each signs in for itself): one failing does not hide the others' findings.
test.describe('contract journeys', () => {
  test.setTimeout(90_000);

  test('public site: packages, popular comparisons, contact, password reset, registration, demo chat @contract', async ({
    page,
  }) => {
    const packages = waitForOperation(page, 'listPackages');
    const popular = waitForOperation(page, 'listPopularComparisons');
    await page.goto('/');
    expectOk((await packages).status());
    expectOk((await popular).status());
    await checkA11y(page);

    await page.goto('/contact');
    await page.getByLabel(tx('contact', 'fields.name', { exact: false })).fill('Contract Journey');
    await page.getByLabel(tx('contact', 'fields.email', { exact: false })).fill('contract.journey@example.com');
    await page
      .getByLabel(tx('contact', 'fields.message', { exact: false }))
      .fill('Checking that the contact form keeps the API contract.');
    const contact = waitForOperation(page, 'createContactMessage');
    await page.getByRole('button', { name: tx('contact', 'submit') }).click();
    expectOk((await contact).status());
    await checkA11y(page);

    await page.goto('/forgot-password');
    await page.getByLabel(tx('auth', 'fields.email', { exact: false })).fill(CONTRACT_ACCOUNT.email);
    const reset = waitForOperation(page, 'requestPasswordReset');
    await page.getByRole('button', { name: tx('auth', 'forgot.submit') }).click();
    expectOk((await reset).status());
    await checkA11y(page);

    await registerThroughForm(page);
    await checkA11y(page);

    // The public demo chat has no screen yet: the page calls it the way a widget would.
    const demo = waitForOperation(page, 'createDemoMessage');
    await page.evaluate(async () => {
      // Read the answer as a widget would: Chromium never finishes an unread `Cache-Control:
      // no-store` body (the reference server's API answers carry it), and the fixture reads every body.
      const answer = await fetch('/api/messages', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': 'en' },
        body: JSON.stringify({
          conversationId: 'demo_contract',
          content: 'Can you compare two budget laptops?',
          isDemo: true,
        }),
      });
      await answer.text();
    });
    expectOk((await demo).status());
  });

  test('compare, vote in the poll, browse the history @contract', async ({ page }) => {
    await signInThroughForm(page);
    await page.goto('/app/compare');
    await page.getByLabel(tx('compare', 'form.query', { exact: false })).fill('iPhone 15 vs Samsung Galaxy S24');
    const created = waitForOperation(page, 'createComparison', 30_000);
    await page.getByRole('button', { name: tx('compare', 'form.submit') }).click();
    expectOk((await created).status());
    await page.waitForURL(/\/app\/compare\/[^/]+$/);
    const permalink = new URL(page.url()).pathname;

    const voteButton = page.getByRole('button', { name: tx('compare', 'report.vote') }).first();
    await expect(voteButton).toBeVisible({ timeout: 15_000 });
    await checkA11y(page);
    const vote = waitForOperation(page, 'voteInPoll');
    await voteButton.click();
    expectOk((await vote).status());

    const history = waitForOperation(page, 'listComparisons');
    await page.goto('/app/compare_history');
    expectOk((await history).status());
    await expect(page.locator('main a[href^="/app/compare/"]').first()).toBeVisible();
    const entry = (await ownHistoryEntry(page, permalink)).getByRole('link');
    await checkA11y(page);
    const opened = waitForOperation(page, 'getComparison');
    await entry.click();
    expectOk((await opened).status());
  });

  test('share a report publicly, read the public page, stop sharing, delete it from the history @contract', async ({
    page,
  }) => {
    await signInThroughForm(page);
    await page.goto('/app/compare');
    await page.getByLabel(tx('compare', 'form.query', { exact: false })).fill('Kindle Paperwhite vs Kobo Clara');
    const created = waitForOperation(page, 'createComparison', 30_000);
    await page.getByRole('button', { name: tx('compare', 'form.submit') }).click();
    expectOk((await created).status());
    await page.waitForURL(/\/app\/compare\/[^/]+$/);
    const permalink = new URL(page.url()).pathname;

    // A backend may hand the report back already shared (Prism answers with the contract's
    // example): then the menu shows the existing link and sends nothing.
    await expect(page.getByRole('button', { name: tx('share', 'menu.share') })).toBeVisible({ timeout: 15_000 });
    const alreadyShared = await page.getByText(tx('share', 'menu.sharedBadge')).isVisible();
    const shared = alreadyShared ? null : waitForOperation(page, 'shareComparison');
    await page.getByRole('button', { name: tx('share', 'menu.share') }).click();
    if (shared) expectOk((await shared).status());
    const link = await page.getByRole('textbox', { name: tx('share', 'menu.publicLink') }).inputValue();
    const read = waitForOperation(page, 'getSharedComparison');
    await page.goto(new URL(link).pathname);
    expectOk((await read).status());
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y(page);

    await page.goto(permalink);
    await page.getByRole('button', { name: tx('share', 'menu.share') }).click();
    const unshared = waitForOperation(page, 'unshareComparison');
    await page.getByRole('button', { name: tx('share', 'menu.stopSharing') }).click();
    expectOk((await unshared).status());

    await page.goto('/app/compare_history');
    const deleteLabel = tx('history', 'actions.deleteLabel');
    await expect(page.getByRole('button', { name: deleteLabel }).first()).toBeVisible();
    const remove = (await ownHistoryEntry(page, permalink)).getByRole('button', { name: deleteLabel });
    await remove.click();
    const deleted = waitForOperation(page, 'deleteComparison');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: tx('history', 'deleteDialog.confirm') })
      .click();
    expectOk((await deleted).status());
  });

  test('profile, password, language setting, package change and sign-out @contract', async ({ page }) => {
    // Its own account: a password change ends that account's other sessions, a package change
    // changes what it may do.
    const account = await registerThroughForm(page);
    await signInThroughForm(page, account);
    const me = waitForOperation(page, 'getCurrentUser');
    await page.goto('/app/profile');
    expectOk((await me).status());
    const save = page.getByRole('button', { name: tx('account', 'profile.save') });
    await expect(save).toBeEnabled();
    await checkA11y(page);
    const updated = waitForOperation(page, 'updateCurrentUser');
    await save.click();
    expectOk((await updated).status());

    const newPassword = `${account.password}-J1`;
    await page.getByLabel(tx('account', 'password.current')).fill(account.password);
    await page.getByLabel(tx('account', 'password.new')).fill(newPassword);
    await page.getByLabel(tx('account', 'password.confirm')).fill(newPassword);
    const passwordChanged = waitForOperation(page, 'changePassword');
    await page.getByRole('button', { name: tx('account', 'password.submit') }).click();
    expectOk((await passwordChanged).status());

    // Settings saves the interface language through the same operation (unchanged here).
    await page.goto('/app/settings');
    const saveLanguage = page.getByRole('button', { name: tx('account', 'settings.saveLanguage') });
    await expect(saveLanguage).toBeVisible();
    await checkA11y(page);
    const languageSaved = waitForOperation(page, 'updateCurrentUser');
    await saveLanguage.click();
    expectOk((await languageSaved).status());

    const myPackage = waitForOperation(page, 'getMyPackage');
    await page.goto('/app/package');
    expectOk((await myPackage).status());
    await checkA11y(page);

    const packages = waitForOperation(page, 'listPackages');
    await page.goto('/app/package/upgrade');
    expectOk((await packages).status());
    const selectButtons = page.getByRole('button', { name: tx('packages', 'upgrade.select', { exact: false }) });
    await expect(selectButtons.first()).toBeVisible();
    await checkA11y(page);
    // Switch to another package (the current plan's column has no Select button).
    await selectButtons.last().click();
    await page.getByRole('button', { name: tx('packages', 'upgrade.buyNow') }).click();
    const changed = waitForOperation(page, 'changePackage');
    await page.getByRole('button', { name: tx('packages', 'upgrade.confirm') }).click();
    expectOk((await changed).status());

    const logout = waitForOperation(page, 'logout');
    // Logout lives in the header's account menu.
    await page.getByRole('button', { name: tx('app', 'header.accountMenu') }).click();
    await page.getByRole('menuitem', { name: tx('app', 'sidebar.logout') }).click();
    expectOk((await logout).status());
    await page.waitForURL((url) => !url.pathname.startsWith('/app'));
  });

  test('assistant chat and chat history @contract', async ({ page }) => {
    await signInThroughForm(page);
    await page.goto('/app/chat');
    await page.getByLabel(tx('chat', 'inputLabel')).fill('Which of these two phones takes better photos at night?');
    const sent = waitForOperation(page, 'sendChatMessage');
    await page.getByRole('button', { name: tx('chat', 'send') }).click();
    expectOk((await sent).status());
    await checkA11y(page);

    const conversations = waitForOperation(page, 'listConversations');
    await page.goto('/app/chat_history');
    expectOk((await conversations).status());
    const item = page.locator('.chat-history__item').first();
    await expect(item).toBeVisible();
    await checkA11y(page);
    const messages = waitForOperation(page, 'listConversationMessages');
    await item.click();
    expectOk((await messages).status());
  });
});
