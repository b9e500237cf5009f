// `npm run screens`: a picture of every screen, to look at the whole product in a minute.
// Not a test: it asserts nothing. It makes a production build (or reuses it with --reuse), serves
// it with the real server (`server/main.ts`: fresh in-memory data seeded with the demo accounts,
// the demo report engine) on a free 127.0.0.1 port (SCREENS_PORT to pin one), signs in as the
// Premium demo account where a screen needs it (Hobby and Free for their own screens), and writes
// full-page PNGs at 1280 and 390 px in Turkish and English to screens/<language>-<width>/
// (git-ignored). The server is stopped at the end, also on errors; its data goes with it.
//
//   npm run screens                       build, then every screen
//   npm run screens -- --reuse            reuse the build in node_modules/.cache/kiyasla-screens/dist/
//   npm run screens -- --only package     only the screens whose name contains "package"
//   npm run screens -- --lang en --width 390
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import playwrightConfig from '../playwright.config';
import { SEED_EMAILS, SEED_PASSWORD } from '../server/db/demo-accounts';
import { text } from '../server/domain/messages';
import { COMPARISON_RESULT_JSON_SCHEMA } from '../server/ai/generated/comparison-result-schema';
import { CHROME_PATH } from './chromium';
import { freePort } from './free-port';
import { throwawayServerEnv } from './throwaway-server-env';

type Language = 'en' | 'tr';
type Account = keyof typeof SEED_EMAILS;
interface Shot {
  name: string;
  path: string;
  /** Needs a signed-in account. */
  app?: boolean;
  /** Which demo account (default: Premium, which sees everything). */
  account?: Account;
  /** Something to do once the page has settled (open a menu, a drawer …). */
  act?: (page: Page) => Promise<void>;
  widths?: number[];
  /** The whole page (default: only for shots without an act, whose picture is the viewport as acted on). */
  fullPage?: boolean;
  /** A selector the picture starts at, once the page has settled (settling scrolls back to the top). */
  scrollTo?: string;
}

const OUT = 'screens';
// Under node_modules/.cache: out of git, lint and the way of the app's own builds.
// SCREENS_DIST: another folder (checkouts sharing one node_modules must not share this build).
const DIST = process.env.SCREENS_DIST ?? 'node_modules/.cache/kiyasla-screens/dist';
const WIDTHS = [1280, 390];
const LANGUAGES: Language[] = ['en', 'tr'];

const { values: args } = parseArgs({
  options: {
    reuse: { type: 'boolean', default: false },
    only: { type: 'string' },
    width: { type: 'string' },
    lang: { type: 'string' },
  },
});
const reuse = args.reuse;
const only = args.only;
const widths = args.width ? [Number(args.width)] : WIDTHS;
const languages = args.lang ? [args.lang as Language] : LANGUAGES;

const SHOTS: Shot[] = [
  { name: 'landing', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'contact', path: '/contact' },
  { name: 'privacy-policy', path: '/privacy-policy' },
  { name: 'terms-of-service', path: '/terms-of-service' },
  { name: 'not-found', path: '/no-such-page' },
  // The sign-in page right after registering: the new email filled in, a new user's greeting.
  { name: 'login-after-register', path: '/register', act: registerNewAccount },
  // The 404 page signed in (the account signs in from here on): the header offers the app.
  { name: 'not-found-signed-in', path: '/no-such-page', app: true },
  { name: 'public-menu', path: '/', widths: [390], act: (page) => clickButton(page, /^(Menu|Menü)$/) },
  { name: 'app-compare', path: '/app/compare', app: true },
  { name: 'app-report', path: 'report', app: true },
  // The same report as a model's, while it is written (every read of it answered as "writing",
  // the first four sections done) and once written (with the catalogue facts it was given, opened).
  { name: 'app-report-writing', path: 'report', app: true, act: (page) => asModelReport(page, 'writing') },
  { name: 'app-report-by-model', path: 'report', app: true, act: (page) => asModelReport(page, 'done') },
  { name: 'app-compare-history', path: '/app/compare_history', app: true },
  { name: 'app-chat', path: '/app/chat', app: true },
  // A question sent, its answer caught while written (about half of it) and as a failure.
  { name: 'app-chat-writing', path: '/app/chat', app: true, act: (page) => asLiveChat(page, 'writing') },
  { name: 'app-chat-failed', path: '/app/chat', app: true, act: (page) => asLiveChat(page, 'failed') },
  { name: 'app-chat-history', path: '/app/chat_history', app: true },
  { name: 'app-profile', path: '/app/profile', app: true },
  { name: 'app-package', path: '/app/package', app: true },
  { name: 'app-package-upgrade', path: '/app/package/upgrade', app: true },
  { name: 'app-settings', path: '/app/settings', app: true },
  // Scrolled deep into the plan table with a plan chosen: the sticky purchase bar and plan header.
  { name: 'app-package-upgrade-selected', path: '/app/package/upgrade', app: true, act: choosePlanDeepInTable },
  { name: 'app-package-confirm', path: '/app/package/upgrade', app: true, act: openConfirmDialog },
  {
    name: 'app-drawer',
    path: '/app/compare',
    app: true,
    widths: [390],
    act: (page) => clickButton(page, /^(Open menu|Menüyü aç)$/),
  },
  {
    name: 'app-account-menu',
    path: '/app/compare',
    app: true,
    act: (page) => clickButton(page, /^(Account menu|Hesap menüsü)/),
  },
  // Lower packages: the locked options with a lock's explanation open, and the quota line.
  {
    name: 'app-compare-locked-hobby',
    path: '/app/compare',
    app: true,
    account: 'hobby',
    act: (page) => page.locator('.locked__button').first().click(),
  },
  { name: 'app-compare-quota-free', path: '/app/compare', app: true, account: 'free' },
  // A package without the personal score: what it is and the way to upgrade, in place of the sliders.
  { name: 'app-profile-locked-standard', path: '/app/profile', app: true, account: 'standard' },
  // A page the package does not include: sent to Compare, told what it was and which package has it.
  { name: 'app-chat-not-in-package', path: '/app/chat', app: true, account: 'standard' },
  // Premium's personal score: the report read with only value for money weighted (the panel under the verdict).
  { name: 'app-report-personal', path: 'report', app: true, act: withPersonalScore, fullPage: true },
  // What Free's package does not list (the chart, the usage report) and Premium's services.
  { name: 'app-report-free', path: 'report', app: true, account: 'free' },
  // Demo-engine reports of chosen queries: a one-item profile offering the corrected pair, and a
  // large-appliance pair compared by brand.
  {
    name: 'app-report-profile',
    path: '/app/compare',
    app: true,
    act: reportOf('Kindl Paperwite vs Kobo Clara 2E'),
    fullPage: true,
  },
  {
    name: 'app-report-appliances',
    path: '/app/compare',
    app: true,
    act: reportOf('Arçelik bulaşık makinesi mi Bosch mu'),
    fullPage: true,
  },
  {
    // A lower-case purpose set apart where a catalogue name ends, two typical car prices, and a
    // runner-up ahead on most criteria.
    name: 'app-report-cars',
    path: '/app/compare',
    app: true,
    act: reportOf('peugeot 208 vs fiat egea şehir içi kullanım için'),
    fullPage: true,
  },
  // Kinds of their own: an air fryer has no suction row; a holiday question compares two destinations;
  // a purpose with its deciding facts.
  {
    name: 'app-report-air-fryers',
    path: '/app/compare',
    app: true,
    act: reportOf('Philips Airfryer XXL vs Xiaomi Mi Smart Air Fryer 3.5L'),
    fullPage: true,
  },
  {
    name: 'app-report-holiday',
    path: '/app/compare',
    app: true,
    act: reportOf('Antalya mı Bodrum mu tatil için'),
    fullPage: true,
  },
  {
    name: 'app-report-photography',
    path: '/app/compare',
    app: true,
    act: reportOf('iPhone 15 vs Galaxy S24 for photography'),
    fullPage: true,
  },
  {
    // A detailed report's sustainability cards: two makers' claims with their sources, and a maker
    // the catalogue records nothing of ("not recorded").
    name: 'app-report-sustainability',
    path: '/app/compare',
    app: true,
    act: async (page) => {
      await reportOf('iPhone 15 vs Galaxy S24 vs Xiaomi 14', { detailed: true })(page);
      await page.locator('#report-analysis-sustainability').waitFor({ state: 'attached', timeout: 20_000 });
      // On a phone the section is folded to its headline: opened as a reader would.
      const fold = page.locator('section:has(#report-analysis-sustainability) button[aria-expanded="false"]');
      if (await fold.count()) await fold.click();
    },
    scrollTo: '#report-analysis-sustainability',
  },
  // The verdict's reason and the summary, each ending with the sources of the figures it quotes.
  {
    name: 'app-report-quoted-summary',
    path: '/app/compare',
    app: true,
    act: reportOf('peugeot 208 vs fiat egea şehir içi kullanım için'),
    scrollTo: '#report-summary',
  },
  {
    name: 'app-report-quoted-differences',
    path: '/app/compare',
    app: true,
    act: async (page) => {
      await reportOf('iPhone 15 vs Galaxy S24')(page);
      await page.locator('#report-differences').waitFor({ state: 'attached', timeout: 20_000 });
      const fold = page.locator('button[data-fold="report-differences"][aria-expanded="false"]');
      if (await fold.count()) await fold.click();
    },
    scrollTo: '#report-differences',
  },
  { name: 'app-package-free', path: '/app/package', app: true, account: 'free' },
  { name: 'app-contact-enterprise', path: '/contact?topic=enterprise', app: true },
];

/**
 * Saves priorities that weight only value for money and reads the report again, which then shows
 * its "Your score" panel; then puts the editor's equal weights back, so the profile page of the
 * next language or width looks as before (the report on screen is not read again).
 */
async function withPersonalScore(page: Page): Promise<void> {
  const save = (weights: Record<string, number>) =>
    page.evaluate(async (scoreWeights) => {
      const token = localStorage.getItem('token') ?? sessionStorage.getItem('token');
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const me = (await (await fetch('/api/users/me', { headers })).json()) as {
        data: { name: string; email: string; language: string };
      };
      const { name, email, language } = me.data;
      await fetch('/api/users/me', {
        method: 'PUT',
        headers,
        body: JSON.stringify({ name, email, language, score_weights: scoreWeights }),
      });
    }, weights);
  const none = { design: 0, usability: 0, performance: 0, pricing: 0, sentiment: 0, sustainability: 0 };
  await save({ ...none, pricing: 5 });
  await page.reload();
  const panel = page.locator('.report-personal');
  await panel.waitFor({ timeout: 10_000 });
  await save({ design: 3, usability: 3, performance: 3, pricing: 3, sentiment: 3, sustainability: 3 });
}

/**
 * Posts `query` as a new comparison in the page's language (the way the form does, through the API
 * with the page's session), waits until the demo engine has written it, and opens its report.
 */
function reportOf(query: string, { detailed = false } = {}): (page: Page) => Promise<void> {
  return async (page) => {
    // An earlier shot's stand-in answers (asModelReport's "written by a model") must not dress
    // this demo report up as a model's.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const id = await page.evaluate(
      async ([text, isDetailed]) => {
        const token = localStorage.getItem('token') ?? sessionStorage.getItem('token');
        const headers = {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Accept-Language': document.documentElement.lang,
        };
        const posted = (await (
          await fetch('/api/comparisons', {
            method: 'POST',
            headers,
            body: JSON.stringify({ query: text, features: [], isDetailed }),
          })
        ).json()) as { data: { id: string } };
        for (let tries = 0; tries < 100; tries++) {
          const read = (await (await fetch(`/api/comparisons/${posted.data.id}`, { headers })).json()) as {
            data: { status: string };
          };
          if (read.data.status !== 'queued' && read.data.status !== 'writing') break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return posted.data.id;
      },
      [query, detailed] as const,
    );
    await page.goto(`/app/compare/${id}`);
  };
}

async function registerNewAccount(page: Page): Promise<void> {
  await page.getByLabel(/^(Name and surname|Ad soyad)$/).fill('Ada Lovelace');
  await page.getByLabel(/^(Email|E-posta)$/).fill(`screens-${Date.now()}@example.com`);
  await page.getByLabel(/^(Password|Şifre)$/).fill('secret1');
  await page.getByRole('button', { name: /^(Sign up|Kayıt Ol)$/ }).click();
  await page.waitForURL(/\/login/);
}

async function choosePlanDeepInTable(page: Page): Promise<void> {
  await page.getByRole('rowheader', { name: /PDF/ }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: /^(Select|Seç)\s?: (Standard|Standart)$/ }).click();
}

/** The confirmation of a package change, with what it says about this month's usage. */
async function openConfirmDialog(page: Page): Promise<void> {
  await choosePlanDeepInTable(page);
  await page.getByRole('button', { name: /^(Buy now|Hemen satın al)$/ }).click();
  await page.getByRole('dialog').waitFor();
}

/**
 * Answers the report's reads as a model's report (a picture of states the demo server does not
 * hold still for): 'writing' with its first four sections done and the rest to come, or 'done'
 * with the catalogue facts a model would have been given. Then reloads under it.
 */
async function asModelReport(page: Page, state: 'writing' | 'done'): Promise<void> {
  await page.route(/\/api\/comparisons\/cmp_[^/?]+$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- the report as answered
    const { result, ...comparison } = body.data;
    const model = { engine: 'ai', model: 'gpt-4o-mini' };
    if (state === 'done') {
      const evidence = comparison.items.slice(0, 2).map((item: string) => ({
        item,
        as_of: '2025-06-01',
        facts: [
          { label: comparison.language === 'tr' ? 'Yıl' : 'Year', value: '2023' },
          {
            label: comparison.language === 'tr' ? "Türkiye'de tipik fiyat" : 'Typical price in Türkiye',
            value: '58,000 TRY',
          },
        ],
      }));
      body.data = { ...comparison, result, source: { ...model, evidence } };
    } else {
      // In writing order (the contract's ComparisonResult order), as a writer hands them over.
      const names = Object.keys(COMPARISON_RESULT_JSON_SCHEMA.properties).filter(
        (name) => name !== 'poll' && name in result,
      );
      const done = names.slice(0, 4);
      body.data = {
        ...comparison,
        finishedAt: undefined,
        status: 'writing',
        source: model,
        draft: Object.fromEntries(done.map((name) => [name, result[name]])),
        progress: { done, pending: names.slice(4), lastActivityAt: new Date().toISOString(), attempt: 1 },
      };
    }
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  await page.getByRole('article').waitFor();
  if (state === 'done') await page.getByTestId('evidence-note').locator('summary').click();
}

/**
 * Sends a question and answers the conversation's reads as if its answer were caught mid-way
 * (about half written, 'writing') or had failed (the model stopped writing), states the demo
 * server does not hold still for.
 */
async function asLiveChat(page: Page, state: 'writing' | 'failed'): Promise<void> {
  const language = ((await page.evaluate(() => document.documentElement.lang)) === 'tr' ? 'tr' : 'en') as Language;
  await page.route(/\/api\/messages\/conv_[^/?]+$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, any>[] }; // eslint-disable-line @typescript-eslint/no-explicit-any -- the conversation as answered
    const [question, answer] = body.data.slice(-2);
    if (answer?.role === 'assistant' && state === 'writing') {
      Object.assign(answer, {
        status: 'writing',
        content: answer.content.slice(0, Math.floor(answer.content.length / 2)),
      });
    } else if (answer?.role === 'assistant') {
      Object.assign(question, { status: 'failed' });
      Object.assign(answer, {
        status: 'failed',
        content: '',
        failure: { reason: 'stalled', message: text('aiStalled', language) },
      });
    }
    await route.fulfill({ response, json: body });
  });
  const input = page.getByLabel(/^(Your message|Mesajınız)$/);
  await input.fill(
    language === 'tr'
      ? 'Gece fotoğrafında hangisi daha iyi, iPhone 15 mi Galaxy S24 mü?'
      : 'Which is better for night photos, iPhone 15 or Galaxy S24?',
  );
  await input.press('Enter');
  const last = page.locator('.chat-message--ai').last();
  await (state === 'writing' ? last.locator('.chat-message__markdown') : last.getByRole('alert')).waitFor();
  await page.waitForTimeout(1_000);
}

async function clickButton(page: Page, name: RegExp): Promise<void> {
  const button = page.getByRole('button', { name }).first();
  if ((await button.count()) === 0) return;
  await button.click();
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/** Lets what the scroll brought into view render (content-visibility, staggered cards). */
async function settleScroll(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 600))));
}

/**
 * Renders the sections that content-visibility: auto leaves unrendered away from the viewport: a
 * full-page capture does not scroll (they would be blank cards), and a scroll to a section would
 * land by their guessed heights.
 */
async function renderEverySection(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
}

/** Lets the page settle: network quiet, fonts loaded, finite animations (staggered cards) done. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Sections that load when they come near the viewport (the landing's sample report) load now,
  // as for a reader scrolling down; the picture is then taken from the top.
  await page.evaluate(async () => {
    // (No named helper inside: tsx would wrap it in a __name() the page does not have.)
    for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .locator('.spinner, [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 8_000 })
    .catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

async function newContext(
  browser: Browser,
  baseURL: string,
  width: number,
  language: Language,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 600 ? 844 : 800 },
    locale: language === 'tr' ? 'tr-TR' : 'en-US',
  });
  await context.addInitScript((lng) => {
    if (localStorage.getItem('language') === null) localStorage.setItem('language', lng);
  }, language);
  return context;
}

async function signIn(page: Page, language: Language, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^(Email|E-posta)/).fill(SEED_EMAILS[account]);
  await page.getByLabel(/^(Password|Şifre)$/).fill(SEED_PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|Login|Giriş Yap|Giriş yap)$/ }).click();
  await page.waitForURL(/\/app\//);
  // Accounts have their own language: save the wanted one on the server and locally.
  await page.evaluate(async (lng) => {
    const token = localStorage.getItem('token') ?? sessionStorage.getItem('token');
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const me = (await (await fetch('/api/users/me', { headers })).json()) as { data: { name: string; email: string } };
    await fetch('/api/users/me', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ name: me.data.name, email: me.data.email, language: lng }),
    });
    for (const storage of [localStorage, sessionStorage]) {
      const raw = storage.getItem('user');
      if (raw) storage.setItem('user', JSON.stringify({ ...JSON.parse(raw), language: lng }));
    }
  }, language);
}

async function reportPath(page: Page): Promise<string> {
  await page.goto('/app/compare_history');
  const link = page.locator('a[href^="/app/compare/"]').first();
  await link.waitFor({ timeout: 10_000 });
  return (await link.getAttribute('href')) ?? '/app/compare';
}

async function main(): Promise<void> {
  if (!reuse || !existsSync(DIST)) {
    console.log(`building the app into ${DIST}/ …`);
    const build = spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'], {
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const port = Number(process.env.SCREENS_PORT) || (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, ...throwawayServerEnv({ port, distDir: DIST }) },
  });
  const stop = () => {
    // Its own process group: end the server and anything it started.
    if (server.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  const launchOptions = playwrightConfig.projects?.[0]?.use?.launchOptions ?? {};
  let browser: Browser | undefined;
  let written = 0;
  try {
    await waitForServer(baseURL, server);
    // The browser a reader uses, not the tests' headless shell: these are the pictures we judge.
    browser = await chromium.launch({ ...launchOptions, executablePath: CHROME_PATH });
    const shots = SHOTS.filter((shot) => !only || shot.name.includes(only));
    for (const language of languages) {
      for (const width of widths) {
        const dir = join(OUT, `${language}-${width}`);
        mkdirSync(dir, { recursive: true });
        const todo = shots.filter((shot) => !shot.widths || shot.widths.includes(width));
        if (todo.length === 0) continue;
        // One browser context per account (Premium's also shoots the public screens, signed out first).
        const accounts = [...new Set(todo.map((shot) => shot.account ?? 'premium'))];
        for (const account of accounts) {
          const context = await newContext(browser, baseURL, width, language);
          const page = await context.newPage();
          let signedIn = false;
          let report: string | undefined;
          for (const shot of todo.filter((item) => (item.account ?? 'premium') === account)) {
            if (shot.app && !signedIn) {
              await signIn(page, language, account);
              signedIn = true;
            }
            let path = shot.path;
            if (path === 'report') path = report ??= await reportPath(page);
            await page.goto(path);
            await settle(page);
            if (shot.act) {
              await shot.act(page);
              await settle(page);
            }
            if (shot.scrollTo) {
              // The window scrolled, not the target into view: scrollIntoView would also scroll the
              // layout's clipped boxes.
              await renderEverySection(page);
              await page.evaluate((selector) => {
                const target = document.querySelector(selector)!;
                window.scrollTo({
                  top: target.getBoundingClientRect().top + window.scrollY - 140,
                  behavior: 'instant',
                });
              }, shot.scrollTo);
              await settleScroll(page);
            }
            const file = join(dir, `${shot.name}.png`);
            const fullPage = shot.fullPage ?? !shot.act;
            if (fullPage) await renderEverySection(page);
            await page.screenshot({ path: file, fullPage });
            written += 1;
            console.log(file);
          }
          await context.close();
        }
      }
    }
  } finally {
    await browser?.close();
    stop();
  }
  console.log(`${written} screenshots in ${OUT}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
