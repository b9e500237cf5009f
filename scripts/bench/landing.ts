// `npm run bench [-- --rounds 3 --app-root <dir> --skip-build]`: Lighthouse (mobile, simulated
// throttling) on a bare React + react-router page with a static hero (bench/bare/), on `/` and on
// `/login` of the production build, in alternation for N rounds. Prints the medians and the
// per-round app/bare ratios and writes reports/bench/landing-<time>.json. Not part of `npm test`:
// times are measurements, not tests. `--app-root` measures another checkout (e.g. main's code).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { parseArgs } from 'node:util';
import { build, CHROME_FLAGS, CHROME_PATH, median, serve, stopAll, table } from './servers';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    'app-root': { type: 'string', default: '.' },
    'prism-port': { type: 'string', default: '5611' },
    'app-port': { type: 'string', default: '5612' },
    'bare-port': { type: 'string', default: '5613' },
    pages: { type: 'string', default: '' },
    'skip-build': { type: 'boolean', default: false },
  },
});

const ROUNDS = Number(args.rounds);
const APP_ROOT = resolve(args['app-root']);
const BARE_ROOT = resolve('bench/bare');
// Builds go under reports/ (git- and lint-ignored).
const APP_DIST = resolve('reports/bench/dist-app');
const BARE_DIST = resolve('reports/bench/dist-bare');
const REPORT_DIR = 'reports/bench';
mkdirSync(REPORT_DIR, { recursive: true });
const PRISM_PORT = Number(args['prism-port']);
const APP_PORT = Number(args['app-port']);
const BARE_PORT = Number(args['bare-port']);

interface Sample {
  page: string;
  round: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  score: number;
  requests: number;
  scripts: number;
  jsGzip: number;
  lcpElement?: string;
  /** Lighthouse's LCP phases (simulated): TTFB, load delay, load time, render delay, in ms. */
  lcpPhases?: Record<string, number>;
  /** The unthrottled trace's own FCP and LCP (ms): which paint the simulation started from. */
  observed?: { fcp?: number; lcp?: number };
}

const pages = [
  { name: 'bare', url: `http://127.0.0.1:${BARE_PORT}/`, dist: BARE_DIST },
  { name: '/', url: `http://127.0.0.1:${APP_PORT}/`, dist: APP_DIST },
  { name: '/login', url: `http://127.0.0.1:${APP_PORT}/login`, dist: APP_DIST },
];
// `--pages /` measures the bare page and `/` only (quicker while iterating).
const only = args.pages.split(',').filter(Boolean);
const measured = pages.filter((page) => page.name === 'bare' || only.length === 0 || only.includes(page.name));

/** gzip -9 of a fetched script, read from the build folder it was served from. */
function gzipOf(dist: string, url: string): number {
  try {
    return gzipSync(readFileSync(join(dist, new URL(url).pathname)), { level: 9 }).length;
  } catch {
    return 0;
  }
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

async function measure(page: (typeof pages)[number], round: number): Promise<Sample> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(page.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`no Lighthouse result for ${page.url}`);
    const { audits, categories } = result.lhr;
    const items = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
      (item) => !item.url.startsWith('data:'),
    );
    const scripts = items.filter((item) => item.resourceType === 'Script');
    const lcpElement = (
      audits['largest-contentful-paint-element']?.details as
        { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
    )?.items?.[0]?.items?.[0]?.node?.snippet;
    const phaseTable =
      (
        audits['largest-contentful-paint-element']?.details as
          { items?: { items?: { phase?: string; timing?: number }[] }[] } | undefined
      )?.items?.[1]?.items ?? [];
    const lcpPhases = Object.fromEntries(phaseTable.map((row) => [String(row.phase), Math.round(row.timing ?? 0)]));
    // The whole report of the last round, to read what holds LCP back (e.g. the critical request chains).
    if (round === ROUNDS)
      writeFileSync(
        join(REPORT_DIR, `lhr-${page.name === '/' ? 'home' : page.name.replace(/\W/g, '')}.json`),
        JSON.stringify(result.lhr),
      );
    const observedMetrics = (
      audits.metrics?.details as
        { items?: { observedFirstContentfulPaint?: number; observedLargestContentfulPaint?: number }[] } | undefined
    )?.items?.[0];
    const observed = {
      fcp: observedMetrics?.observedFirstContentfulPaint,
      lcp: observedMetrics?.observedLargestContentfulPaint,
    };
    return {
      page: page.name,
      observed,
      round,
      lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
      fcp: audits['first-contentful-paint'].numericValue ?? NaN,
      tbt: audits['total-blocking-time'].numericValue ?? NaN,
      cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
      score: Math.round((categories.performance.score ?? 0) * 100),
      requests: items.length,
      scripts: scripts.length,
      jsGzip: scripts.reduce((sum, item) => sum + gzipOf(page.dist, item.url), 0),
      lcpElement,
      lcpPhases,
    };
  } finally {
    await chrome.kill();
  }
}

const metrics: { key: keyof Sample; label: string; format: (value: number) => string }[] = [
  { key: 'lcp', label: 'LCP', format: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'fcp', label: 'FCP', format: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'tbt', label: 'TBT', format: (v) => `${Math.round(v)} ms` },
  { key: 'cls', label: 'CLS', format: (v) => v.toFixed(3) },
  { key: 'score', label: 'score', format: (v) => String(Math.round(v)) },
  { key: 'requests', label: 'requests', format: (v) => String(Math.round(v)) },
  { key: 'scripts', label: 'JS files', format: (v) => String(Math.round(v)) },
  { key: 'jsGzip', label: 'JS gzip -9', format: (v) => `${(v / 1024).toFixed(1)} kB` },
];

async function main() {
  if (!args['skip-build']) {
    console.log(`building the app (${APP_ROOT}) and the bare page …`);
    build(APP_ROOT, ['--outDir', APP_DIST, '--emptyOutDir']);
    build(BARE_ROOT, ['--config', join(BARE_ROOT, 'vite.config.ts'), '--outDir', BARE_DIST, '--emptyOutDir']);
  }
  await serve(
    'prism',
    resolve('.'),
    ['prism', 'mock', '-h', '127.0.0.1', '-p', String(PRISM_PORT), join(APP_ROOT, 'openapi.yaml')],
    `http://127.0.0.1:${PRISM_PORT}/api/packages`,
  );
  await serve(
    'app',
    APP_ROOT,
    ['vite', 'preview', '--outDir', APP_DIST, '--port', String(APP_PORT), '--strictPort'],
    pages[1].url,
    {
      VITE_API_URL: `http://127.0.0.1:${PRISM_PORT}`,
    },
  );
  await serve(
    'bare',
    BARE_ROOT,
    [
      'vite',
      'preview',
      '--config',
      join(BARE_ROOT, 'vite.config.ts'),
      '--outDir',
      BARE_DIST,
      '--port',
      String(BARE_PORT),
      '--strictPort',
    ],
    pages[0].url,
  );

  const samples: Sample[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const page of measured) {
      const sample = await measure(page, round);
      samples.push(sample);
      console.log(
        `round ${round} ${page.name.padEnd(6)} LCP ${Math.round(sample.lcp)} ms (observed ${Math.round(sample.observed?.lcp ?? NaN)} ms: ${sample.lcpElement ?? '?'}), CLS ${sample.cls.toFixed(3)}, ${sample.requests} requests`,
      );
    }
  }

  const of = (name: string) => samples.filter((sample) => sample.page === name);
  const ratios = (name: string, key: keyof Sample) =>
    of(name).map((sample) => {
      const bare = samples.find((s) => s.page === 'bare' && s.round === sample.round)?.[key] as number;
      return bare ? (sample[key] as number) / bare : NaN;
    });
  const fmtRatios = (values: number[]) =>
    values.every((v) => Number.isNaN(v))
      ? 'n/a'
      : `${median(values).toFixed(2)}× (${values.map((v) => (Number.isNaN(v) ? '–' : v.toFixed(2))).join(' ')})`;
  const rows = [['metric (median)', 'bare', '/', '/login', '/ ÷ bare, per round', '/login ÷ bare, per round']];
  for (const metric of metrics) {
    const med = (name: string) => metric.format(median(of(name).map((s) => s[metric.key] as number)));
    rows.push([
      metric.label,
      med('bare'),
      med('/'),
      med('/login'),
      fmtRatios(ratios('/', metric.key)),
      fmtRatios(ratios('/login', metric.key)),
    ]);
  }
  const load = (await import('node:os'))
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
  console.log(`\n${ROUNDS} rounds, Lighthouse mobile (simulated throttling), load average ${load}\n`);
  console.log(table(rows));

  const summary = Object.fromEntries(
    ['/', '/login'].map((name) => [
      name,
      Object.fromEntries(
        metrics.map((m) => [
          m.key,
          { median: median(of(name).map((s) => s[m.key] as number)), ratioMedian: median(ratios(name, m.key)) },
        ]),
      ),
    ]),
  );
  mkdirSync('reports/bench', { recursive: true });
  const file = join('reports/bench', `landing-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify({ appRoot: APP_ROOT, rounds: ROUNDS, loadAverage: load, samples, summary }, null, 2),
  );
  console.log(`\n${file}`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
