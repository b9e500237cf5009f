import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, DISABLED_FEATURES } from './chromium';

/** The features Playwright switches off, read from the installed playwright-core. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(
    join(dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'),
    'utf8',
  );
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1];
  if (!list) throw new Error('playwright-core no longer lists its disabled features where this test looks');
  return [...list.matchAll(/^\s*"([A-Za-z]+)",?$/gm)].map((match) => match[1]!);
}

describe('the Chromium launch flags', () => {
  // Chromium keeps only the last --disable-features: ours must repeat every feature Playwright's
  // own flag switches off, or an upgrade of Playwright would silently switch them on again.
  it('repeat every feature Playwright disables, in the one --disable-features flag', () => {
    const playwrights = playwrightDisabledFeatures();
    expect(playwrights.length).toBeGreaterThan(5);
    expect(DISABLED_FEATURES).toEqual(expect.arrayContaining(playwrights));
    expect(CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='))).toEqual([
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
    ]);
  });
});
