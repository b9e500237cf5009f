// The Chromium every browser tool here launches: Debian's /usr/bin/chromium, or CHROME_PATH on a
// developer laptop. Without the background-networking flags Chromium stalls on refused connections
// on a machine with no internet.
import { existsSync } from 'node:fs';

/** For the benchmarks and the screenshots: the browser a reader uses (headless), so figures stay comparable. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * For the tests (journeys, contract journeys, the size budget): Debian's headless shell when it is
 * installed (package chromium-headless-shell, what Playwright itself runs headless tests on: the
 * same Blink without the browser's own UI, 441 → 408 s over the journeys on 2 cores), else CHROME_PATH.
 */
export const TEST_CHROME_PATH = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROME_PATH);

/**
 * Features switched off in every launch. Chromium reads only the last `--disable-features`, so
 * this one repeats the list Playwright passes (playwright-core's chromiumSwitches) and adds the
 * omnibox popup: headless Chromium builds its WebUI in a renderer of its own for every browser
 * context, about half a CPU-second each, which no journey ever opens.
 */
export const DISABLED_FEATURES = [
  // Playwright's own list.
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  // Ours.
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];
