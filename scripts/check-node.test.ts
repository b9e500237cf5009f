import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript module without types (it must run on any Node)
import { nodeProblem as problemFor } from './check-node.mjs';

const required: string = JSON.parse(readFileSync('package.json', 'utf8')).engines.node;
const nodeProblem = (version: string): string | undefined => problemFor(version, required);

describe('the Node version check', () => {
  it('refuses the Node 20 of these machines and names the way out', () => {
    const problem = nodeProblem('20.20.2');
    expect(problem).toContain(`Kıyasla needs Node ${required}`);
    expect(problem).toContain('this is Node 20.20.2');
    expect(problem).toContain('source scripts/use-node.sh');
  });

  it('refuses a Node 24 older than the one the tools need, and Node 25 (not LTS, not supported by Vitest)', () => {
    expect(nodeProblem('24.10.0')).toBeDefined();
    expect(nodeProblem('22.22.0')).toBeDefined();
    expect(nodeProblem('25.1.0')).toBeDefined();
  });

  it('accepts Node 24 LTS and Node 26', () => {
    expect(nodeProblem('24.21.0')).toBeUndefined();
    expect(nodeProblem('26.10.0')).toBeUndefined();
  });

  it('passes on the Node running the tests', () => {
    expect(() => execFileSync(process.execPath, ['scripts/check-node.mjs'], { stdio: 'pipe' })).not.toThrow();
  });

  it('reads the other range forms npm uses', () => {
    expect(problemFor('24.1.5', '~24.1.2')).toBeUndefined();
    expect(problemFor('24.2.0', '~24.1.2')).toBeDefined();
    expect(problemFor('22.0.0', '>=20 <23')).toBeUndefined();
    expect(problemFor('23.0.0', '>=20 <23')).toBeDefined();
    expect(problemFor('20.1.0', '20.1.0')).toBeUndefined();
    expect(problemFor('0.5.9', '^0.5.1')).toBeUndefined();
    expect(problemFor('0.6.0', '^0.5.1')).toBeDefined();
  });

  it('before `npm install`, on an old Node, prints the advice and exits 1 (no package to import)', () => {
    // A checkout with no node_modules at all: only the script and the manifest.
    const checkout = mkdtempSync(join(tmpdir(), 'kiyasla-check-node-'));
    try {
      mkdirSync(join(checkout, 'scripts'));
      copyFileSync('scripts/check-node.mjs', join(checkout, 'scripts/check-node.mjs'));
      copyFileSync('package.json', join(checkout, 'package.json'));
      const oldNode = join(checkout, 'old-node.mjs');
      writeFileSync(oldNode, "Object.defineProperty(process.versions, 'node', { value: '20.20.2' });\n");
      const run = spawnSync(process.execPath, ['--import', oldNode, join(checkout, 'scripts/check-node.mjs')], {
        cwd: checkout,
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`Kıyasla needs Node ${required}`);
      expect(run.stderr).toContain('this is Node 20.20.2');
      expect(run.stderr).toContain('source scripts/use-node.sh');
      expect(run.stderr).not.toContain('Cannot find package');
    } finally {
      rmSync(checkout, { recursive: true, force: true });
    }
  });
});
