import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { startFaultProxy } from '/work/wt/reliability/tests/fault-proxy';
const dist = process.argv[2];
const mode = process.argv[3] as 'cut' | 'stall';
const server = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts', '--port', '5503'], { stdio: 'inherit' });
await new Promise((r) => setTimeout(r, 3000));
const proxy = await startFaultProxy({ target: 'http://127.0.0.1:5503', port: 5502, staticDir: dist, mode: 'pass' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ locale: 'en-US' });
page.on('console', (m) => console.log('console:', m.type(), m.text().slice(0, 200)));
await page.goto(proxy.url + '/login');
await page.getByLabel(/^Email/).fill('premium@example.com');
await page.getByLabel(/^Password$/).fill('Passw0rd!');
await page.getByRole('button', { name: /^(Sign in|Login)$/ }).click();
await page.waitForURL(/\/app\//);
proxy.setMode(mode, { only: new RegExp(process.argv[5] ?? '/api/comparisons') });
await page.goto(proxy.url + (process.argv[4] ?? '/app/compare_history'));
if (process.argv[6] === 'compare') {
  await page.getByLabel('What do you want to compare?').fill('Tea vs Coffee');
  proxy.setMode(mode, { only: /\/api\/comparisons$/ });
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
}
await page.waitForTimeout(12000);
console.log('after 8s url', page.url(), 'alerts:', await page.getByRole('alert').allInnerTexts(), 'busy buttons:', await page.locator('button[aria-busy="true"], button[disabled]').count());
await page.screenshot({ path: `/tmp/reliability-shots/${mode}-login.png` });
await browser.close();
await proxy.close();
server.kill();
