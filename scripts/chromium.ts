// The one Chromium every browser tool here launches (Playwright journeys, the size budget, the
// benchmarks): Debian's /usr/bin/chromium, or CHROME_PATH on a developer laptop. Without the
// background-networking flags Chromium stalls on refused connections on a machine with no internet.
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
