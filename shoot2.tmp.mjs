import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5200';
const langs = process.argv[3].split(',');
const widths = process.argv[4].split(',').map(Number);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
const page = await context.newPage();
await page.addInitScript(() => localStorage.setItem('kiyasla.mockLatency', 'none'));
await page.goto(base + '/login');
await page.getByLabel(/^(Email|E-posta)/).fill('premium@example.com');
await page.getByLabel(/^(Password|Şifre)$/).fill('Passw0rd!');
await page.getByRole('button', { name: /^(Sign in|Giriş yap|Giriş Yap)$/ }).click();
await page.waitForURL(/\/app\//);
const urls = {};
if (process.argv[5]) await setLang(process.argv[5]);
for (const [key, query] of Object.entries(JSON.parse(process.argv[2]))) {
  await page.goto(base + '/app/compare');
  await page.getByLabel(/What do you want to compare|Neyi karşılaştırmak/).fill(query);
  await page.getByRole('radio', { name: /^(Detailed|Detaylı)$/ }).check();
  await page.getByRole('button', { name: /^(Compare|Karşılaştır)$/, exact: true }).click();
  await page.getByTestId('verdict').waitFor();
  urls[key] = page.url();
}
async function setLang(lang) {
  await page.goto(base + '/app/profile');
  await page.getByLabel(/^(Language|Dil)$/).selectOption(lang);
  await page.getByRole('button', { name: /^(Save|Kaydet)$/ }).click();
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}
for (const lang of langs) {
  await setLang(lang);
  for (const [key, url] of Object.entries(urls)) {
    for (const width of widths) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(url);
      await page.getByTestId('verdict').waitFor();
      await page.addStyleTag({ content: '.report-section--deferred { content-visibility: visible !important; } .report-animate { animation: none !important; }' });
      const toggle = page.locator('.scores-table').first();
      await page.getByRole('button', { name: /Show the scores as a table|Puanları tablo olarak göster/ }).click();
      const box = await page.locator('article.report').boundingBox();
      const top = box.y + (await page.evaluate(() => window.scrollY));
      const seg = width === 390 ? 1600 : 1400;
      for (let i = 0, y = top; y < top + box.height; i++, y += seg) {
        await page.screenshot({ path: `/tmp/report-shots/s-${lang}-${key}-${width}-${i}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(seg, top + box.height - y) } });
      }
    }
  }
}
await browser.close();
