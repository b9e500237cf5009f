// A report written by a model that invents figures: the stand-in model (server/tests/support)
// gives the iPhone 15 a price of 19,999 TRY and a 5000 mAh battery, and its own server (started
// here, on free ports of 127.0.0.1, serving this run's build) writes with it. The report page, in
// English and in Turkish, shows the catalogue's price and battery, lists the catalogue and "model
// estimate, unverified" among its sources, and never shows the invented figures.
import { test, expect } from './fixtures';
/* eslint-disable no-restricted-imports -- server/ has no alias; the server and its stand-in model run in this spec's process */
import { SEED_EMAILS } from '../../server/db/demo-accounts';
import { startServer, type RunningServer } from '../../server/start';
import { behaviours, startStubModel, type StubModel } from '../../server/tests/support/stub-model';
import { stubReport } from '../../server/tests/support/stub-report';
/* eslint-enable no-restricted-imports */

let stub: StubModel;
let server: RunningServer;

test.beforeAll(async () => {
  stub = await startStubModel({ tokensPerSecond: 0 });
  server = await startServer({
    host: '127.0.0.1',
    port: 0,
    dataDir: 'memory://',
    seedDemo: true,
    logger: false,
    distDir: process.env.E2E_DIST ?? 'dist-e2e',
    ai: { baseUrl: stub.url, model: 'stub-model', idleTimeoutMs: 5_000, totalTimeoutMs: 30_000, concurrency: 1 },
  });
});
test.afterAll(async () => {
  await server?.close();
  await stub?.close();
});

function invented(language: 'en' | 'tr'): string {
  const items = ['iPhone 15', 'Zorblax Z9'];
  const report = stubReport({ items, language });
  report.summary =
    language === 'en'
      ? 'The iPhone 15 costs 19,999 TRY and has a 5000 mAh battery.'
      : "iPhone 15 19.999 TL'ye satılıyor ve 5000 mAh bataryası var.";
  report.specialized_features = [
    {
      category: language === 'en' ? 'Specifications' : 'Teknik özellikler',
      features: [{ name: language === 'en' ? 'Battery' : 'Batarya', item1Value: '5000 mAh', item2Value: '6000 mAh' }],
    },
  ];
  report.unidentified_items = null;
  return JSON.stringify(report);
}

for (const language of ['en', 'tr'] as const)
  test(`a model's invented price and battery never show as facts (${language})`, async ({ page }) => {
    test.setTimeout(60_000);
    stub.setBehaviour(behaviours.answer(invented(language)));
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: SEED_EMAILS.premium, password: 'Passw0rd!' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const created = await fetch(`${server.url}/api/comparisons`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Accept-Language': language },
      body: JSON.stringify({ query: 'iPhone 15 vs Zorblax Z9', features: [], isDetailed: false }),
    });
    const id = ((await created.json()) as { data: { id: string } }).data.id;

    await page.goto(`${server.url}/login`);
    await page.getByLabel(/^(Email|E-posta)/).fill(SEED_EMAILS.premium);
    await page.getByLabel(/^(Password|Şifre)$/).fill('Passw0rd!');
    await page.getByRole('button', { name: /^(Sign in|Login|Giriş Yap|Giriş yap)$/ }).click();
    await page.waitForURL(/\/app\//);
    await page.goto(`${server.url}/app/compare/${encodeURIComponent(id)}`);
    const report = page.locator('main');
    await expect(report).toContainText('3349 mAh', { timeout: 20_000 });
    await expect(report).toContainText(
      language === 'en' ? 'Model estimate, unverified' : 'Model tahmini, doğrulanmadı',
    );
    await expect(report).toContainText(language === 'en' ? 'not in Kıyasla' : 'Kıyasla kataloğunda yok');
    await expect(report).not.toContainText(/19[.,]999/);
    await expect(report).not.toContainText('5000 mAh');
  });
