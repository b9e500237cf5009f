// `npm run bench:report [-- --rounds 3 --items 2,4,6 --app-root <dir> --skip-build]`: the cost of
// showing a comparison report, in Chromium (Playwright) with the CPU slowed down 4× (CDP), on a
// production build served by the real server (fresh in-memory data, the demo report engine),
// signed in as premium@example.com: a detailed report with every feature for 2, 4 and 6 items.
// From the click on Compare: the long tasks (count, longest, total), TBT (the part of each long
// task over 50 ms), the time until the report is painted (the server's answer included), and the
// long tasks after that paint (a second render of the report). Medians over the rounds; JSON in reports/bench/.
// Not part of `npm test`: times are measurements, not tests.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias
import { SEED_EMAILS, SEED_PASSWORD } from '../../server/db/demo-accounts';
import { build, CHROME_PATH, median, serve, stopAll, table } from './servers';
import { CHROMIUM_ARGS } from '../chromium';
import { throwawayServerEnv } from '../throwaway-server-env';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    items: { type: 'string', default: '2,4,6' },
    cpu: { type: 'string', default: '4' },
    'app-root': { type: 'string', default: '.' },
    port: { type: 'string', default: '5614' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(args.rounds);
const ITEM_COUNTS = args.items.split(',').map(Number);
const CPU_SLOWDOWN = Number(args.cpu);
const APP_ROOT = resolve(args['app-root']);
const DIST = resolve('reports/bench/dist-report');
const PORT = Number(args.port);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PRODUCTS = [
  'iPhone 15',
  'Samsung Galaxy S24',
  'Google Pixel 8',
  'OnePlus 12',
  'Xiaomi 14',
  'Sony Xperia 1 V',
  'Nothing Phone 2',
  'Motorola Edge 40',
];

interface Task {
  start: number;
  duration: number;
}
interface Sample {
  items: number;
  round: number;
  clickToPainted: number;
  longTasks: number;
  longest: number;
  longTotal: number;
  tbt: number;
  longTasksAfterPaint: number;
  longestAfterPaint: number;
  tasks: Task[];
}

declare global {
  interface Window {
    __bench: { tasks: Task[]; clickAt?: number; paintedAt?: number };
  }
}

/**
 * Installed before the app runs: records long tasks, the click on Compare and the report's first
 * paint. Plain text, not a function: tsx would wrap named functions in a helper the page lacks.
 */
const INSTRUMENT = `
window.__bench = { tasks: [] };
new PerformanceObserver(function (list) {
  for (const entry of list.getEntries()) window.__bench.tasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });
document.addEventListener('click', function (event) {
  if (!(event.target && event.target.closest && event.target.closest('form button[type="submit"]'))) return;
  window.__bench.clickAt = performance.now();
  window.__bench.paintedAt = undefined;
  // The frame that first holds the report: a task queued from its rAF runs after that paint.
  function watch() {
    if (document.querySelector('article h1, article h2')) setTimeout(function () { window.__bench.paintedAt = performance.now(); }, 0);
    else requestAnimationFrame(watch);
  }
  requestAnimationFrame(watch);
}, true);
`;

async function measure(browser: Browser, items: number, round: number): Promise<Sample> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: INSTRUMENT });
    await page.goto(`${ORIGIN}/login`);
    await page.getByLabel(/^Email/).fill(SEED_EMAILS.premium);
    await page.getByLabel(/^Password$/).fill(SEED_PASSWORD);
    await page.getByRole('button', { name: /^(Sign in|Login)$/ }).click();
    await page.waitForURL(/\/app\/compare/);
    const form = page.getByRole('form', { name: 'Compare form' });
    await form.getByLabel('What do you want to compare?').fill(PRODUCTS.slice(0, items).join(' vs '));
    await form.getByRole('radio', { name: 'Detailed' }).check();
    for (const box of await form.getByRole('checkbox').all()) await box.check();

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await form.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.getByRole('article').getByRole('heading', { name: 'Comparison report' }).waitFor({ timeout: 60_000 });
    // Settled: painted, and no long task for a second (the package query and late renders included).
    await page
      .waitForFunction(
        () => {
          const bench = window.__bench;
          const last = bench.tasks.reduce((end, task) => Math.max(end, task.start + task.duration), 0);
          return bench.paintedAt !== undefined && performance.now() - Math.max(last, bench.paintedAt) > 1000;
        },
        undefined,
        { timeout: 60_000, polling: 250 },
      )
      .catch(async (error: Error) => {
        console.error(JSON.stringify(await page.evaluate(() => ({ ...window.__bench, now: performance.now() }))));
        throw error;
      });
    const bench = await page.evaluate(() => window.__bench);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const clickAt = bench.clickAt ?? 0;
    const paintedAt = bench.paintedAt ?? NaN;
    const tasks = bench.tasks.filter((task) => task.start + task.duration > clickAt);
    const after = tasks.filter((task) => task.start >= paintedAt);
    return {
      items,
      round,
      clickToPainted: paintedAt - clickAt,
      longTasks: tasks.length,
      longest: Math.max(0, ...tasks.map((task) => task.duration)),
      longTotal: tasks.reduce((sum, task) => sum + task.duration, 0),
      tbt: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      longTasksAfterPaint: after.length,
      longestAfterPaint: Math.max(0, ...after.map((task) => task.duration)),
      tasks: tasks.map((task) => ({ start: Math.round(task.start - clickAt), duration: Math.round(task.duration) })),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  if (!args['skip-build']) {
    console.log(`building the app (${APP_ROOT}) …`);
    build(APP_ROOT, ['--outDir', DIST, '--emptyOutDir']);
  }
  // The checkout's own server: the time from the click includes its answer, as for a user.
  await serve(
    'server',
    APP_ROOT,
    ['tsx', 'server/main.ts'],
    `${ORIGIN}/api/packages`,
    throwawayServerEnv({ port: PORT, distDir: DIST }),
  );
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROMIUM_ARGS,
  });
  const samples: Sample[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const items of ITEM_COUNTS) {
        const sample = await measure(browser, items, round);
        samples.push(sample);
        console.log(
          `round ${round}, ${items} items: painted ${Math.round(sample.clickToPainted)} ms after the click, long tasks ${sample.tasks.map((task) => task.duration).join(' ') || 'none'} ms`,
        );
      }
    }
  } finally {
    await browser.close();
  }

  const ms = (value: number) => `${Math.round(value)} ms`;
  const rows = [
    [
      'items',
      'click → painted',
      'long tasks',
      'longest',
      'long-task time',
      'TBT',
      'long tasks after paint',
      'longest after paint',
    ],
  ];
  const summary = ITEM_COUNTS.map((items) => {
    const of = samples.filter((sample) => sample.items === items);
    const med = (key: keyof Sample) => median(of.map((sample) => sample[key] as number));
    rows.push([
      String(items),
      ms(med('clickToPainted')),
      String(med('longTasks')),
      ms(med('longest')),
      ms(med('longTotal')),
      ms(med('tbt')),
      String(med('longTasksAfterPaint')),
      ms(med('longestAfterPaint')),
    ]);
    return {
      items,
      clickToPainted: med('clickToPainted'),
      longTasks: med('longTasks'),
      longest: med('longest'),
      longTotal: med('longTotal'),
      tbt: med('tbt'),
      longTasksAfterPaint: med('longTasksAfterPaint'),
    };
  });
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(
    `\n${ROUNDS} rounds, detailed report with every feature, CPU ${CPU_SLOWDOWN}× slower, medians; load average ${load}\n`,
  );
  console.log(table(rows));
  mkdirSync('reports/bench', { recursive: true });
  const file = join('reports/bench', `report-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      { appRoot: APP_ROOT, rounds: ROUNDS, cpuSlowdown: CPU_SLOWDOWN, loadAverage: load, samples, summary },
      null,
      2,
    ),
  );
  console.log(`\n${file}`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
