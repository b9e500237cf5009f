import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript module without types (it runs before npm install too)
import { chosenSteps, main, runSteps, STEPS, summary } from './run-steps.mjs';

type Step = { name: string; command: string[]; optIn?: string };
const names = (steps: Step[]) => steps.map((step) => step.name);

describe('npm test’s step runner', () => {
  it('runs every step after a failing one, reports each in the table, and exits 1', async () => {
    const ran: string[] = [];
    const printed: string[] = [];
    const failing = new Set(['npm run --silent typecheck', 'npm run --silent test:server']);
    const code = await main(
      [],
      async (command: string[]) => {
        ran.push(command.join(' '));
        return failing.has(command.join(' ')) ? 2 : 0;
      },
      (line: string) => printed.push(line),
    );
    expect(code).toBe(1);
    const everyStep = (STEPS as Step[]).filter((step) => !step.optIn);
    expect(ran).toEqual(everyStep.map((step) => step.command.join(' ')));
    const table = printed.join('\n');
    for (const step of everyStep)
      expect(table).toMatch(
        new RegExp(
          `^  ${step.name} +${step.name === 'typecheck' || step.name === 'server' ? 'FAIL' : 'pass'} +\\d+\\.\\d s$`,
          'm',
        ),
      );
    expect(table).toContain('failed: typecheck, server');
    expect(table.trim().split('\n').at(-1)).toBe(`${everyStep.length - 2} passed, 2 failed`);
  });

  it('runs steps in a row marked to run together two at a time, printing each one whole, and the rest one by one', async () => {
    const steps = [
      { name: 'a', together: 'static', command: ['a'] },
      { name: 'b', together: 'static', command: ['b'] },
      { name: 'c', together: 'static', command: ['c'] },
      { name: 'd', command: ['d'] },
      { name: 'e', command: ['e'] },
      { name: 'f', together: 'probes', command: ['f'] },
      { name: 'g', together: 'probes', command: ['g'] },
    ];
    let running = 0;
    const most: Record<string, number> = {};
    const printed: string[] = [];
    const results = await runSteps(
      steps,
      async (command: string[], captured?: string[]) => {
        running += 1;
        most[command[0]!] = running;
        captured?.push(`${command[0]} says hello\n`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
        return command[0] === 'b' ? 1 : 0;
      },
      (line: string) => printed.push(line),
    );
    expect(Math.max(most.a!, most.b!, most.c!)).toBe(2);
    expect([most.d, most.e]).toEqual([1, 1]);
    expect(Math.max(most.f!, most.g!)).toBe(2);
    expect(results.map((result: { name: string; ok: boolean }) => `${result.name}:${result.ok}`)).toEqual([
      'a:true',
      'b:false',
      'c:true',
      'd:true',
      'e:true',
      'f:true',
      'g:true',
    ]);
    expect(printed).toContain('\n▶ b: b\nb says hello');
  });

  it('exits 0 when every step passed', async () => {
    const printed: string[] = [];
    expect(
      await main(
        [],
        async () => 0,
        (line: string) => printed.push(line),
      ),
    ).toBe(0);
    expect(printed.join('\n').trim().split('\n').at(-1)).toMatch(/^\d+ passed, 0 failed$/);
  });

  it('runs the PostgreSQL server tests only when asked, right after the PGlite ones', () => {
    expect(names(chosenSteps([]))).not.toContain('server-postgres');
    const ci = names(chosenSteps(['--with-postgres']));
    expect(ci.indexOf('server-postgres')).toBe(ci.indexOf('server') + 1);
  });

  it('runs the load-and-abuse figures in every run, and their delete races on PostgreSQL only when asked', () => {
    expect(names(chosenSteps([]))).toContain('abuse');
    expect(names(chosenSteps([]))).not.toContain('abuse-postgres');
    const ci = names(chosenSteps(['--with-postgres']));
    expect(ci.indexOf('abuse-postgres')).toBe(ci.indexOf('abuse') + 1);
  });

  it('runs the contract stage and the abuse figures side by side', () => {
    const together = (name: string) =>
      (STEPS as (Step & { together?: string })[]).find((step) => step.name === name)?.together;
    expect(together('contract')).toBeDefined();
    expect(together('abuse')).toBe(together('contract'));
    expect(together('abuse-postgres')).toBe(together('contract'));
    // The figures whose bound is a time run alone, after.
    const ci = names(chosenSteps(['--with-postgres']));
    expect(together('abuse timed')).toBeUndefined();
    expect(ci.indexOf('abuse timed')).toBe(ci.indexOf('abuse-postgres') + 1);
    const command = (name: string) => (STEPS as Step[]).find((step) => step.name === name)?.command.join(' ');
    expect(command('abuse')).toBe('npm run --silent abuse -- --untimed');
    expect(command('abuse timed')).toBe('npm run --silent abuse -- --timed');
  });

  it('--only picks steps in the suite’s order and names the steps when one is unknown', async () => {
    expect(names(chosenSteps(['--only', 'e2e,unit']))).toEqual(['unit', 'e2e']);
    const printed: string[] = [];
    expect(
      await main(
        ['--only', 'unti'],
        async () => 0,
        (line: string) => printed.push(line),
      ),
    ).toBe(2);
    expect(printed.join('\n')).toMatch(/unknown step unti; steps: contract lint, contract breaking, format/);
  });

  it('the summary adds the seconds', () => {
    const text = summary([
      { name: 'a', ok: true, seconds: 1.25 },
      { name: 'b', ok: false, seconds: 2 },
    ]);
    expect(text).toMatch(/^ {2}total +3\.3 s$/m);
  });
});
