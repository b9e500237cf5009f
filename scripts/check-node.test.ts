import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
});
