// `npm test`: runs every step of the suite, one after the other, even when an earlier one fails
// (a failing type check must not hide what the journeys would have said), then prints one table
// (step, result, seconds) and a last line "N passed, N failed" for CI to read. Exits 1 when any
// step failed. Plain JavaScript with no dependency, like check-node.mjs.
//
//   node scripts/run-steps.mjs                    every step
//   node scripts/run-steps.mjs --with-postgres    and the server tests again on a real PostgreSQL (CI)
//   node scripts/run-steps.mjs --only unit,server only the steps whose names are listed
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The suite, cheapest and most telling first. Each step is an npm script or a command. Steps in a
 * row with the same `together` run two at a time, their output printed whole as each ends: the
 * static checks, and the contract and abuse checks (each of those mostly one process keeping one
 * core busy, so two of them share a 2-core machine instead of leaving a core idle). The others run
 * one after the other, with the terminal's output as it comes.
 */
export const STEPS = [
  { name: 'contract lint', together: 'static', command: ['npm', 'run', '--silent', 'lint:contract'] },
  { name: 'contract breaking', together: 'static', command: ['npm', 'run', '--silent', 'contract:breaking'] },
  { name: 'format', together: 'static', command: ['npm', 'run', '--silent', 'format:check'] },
  { name: 'generated', together: 'static', command: ['npm', 'run', '--silent', 'check:generated'] },
  { name: 'typecheck', together: 'static', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', together: 'static', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'deps', together: 'static', command: ['npm', 'run', '--silent', 'lint:deps'] },
  { name: 'unit', command: ['npm', 'run', '--silent', 'test:unit'] },
  { name: 'eval reports', command: ['npm', 'run', '--silent', 'eval:reports'] },
  { name: 'server', command: ['npm', 'run', '--silent', 'test:server'] },
  {
    name: 'server-postgres',
    command: ['bash', 'scripts/with-postgres.sh', 'npm', 'run', '--silent', 'test:server'],
    optIn: '--with-postgres',
  },
  // Every server these start listens on a free port of 127.0.0.1, and the contract stage builds into
  // a folder of its own: nothing they touch is shared.
  { name: 'contract', together: 'probes', command: ['npm', 'run', '--silent', 'test:contract'] },
  // The load-and-abuse figures, each against its bound (127.0.0.1 only, at most 90 s); with
  // PostgreSQL, the delete races once more there, where they show. Those that measure a time (one
  // user's wait beside others' load) run alone, after: a step beside them would skew it.
  { name: 'abuse', together: 'probes', command: ['npm', 'run', '--silent', 'abuse', '--', '--untimed'] },
  {
    name: 'abuse-postgres',
    together: 'probes',
    command: ['bash', 'scripts/with-postgres.sh', 'npm', 'run', '--silent', 'abuse', '--', '--only', 'races'],
    optIn: '--with-postgres',
  },
  { name: 'abuse timed', command: ['npm', 'run', '--silent', 'abuse', '--', '--timed'] },
  { name: 'budget', command: ['npm', 'run', '--silent', 'budget'] },
  { name: 'e2e', command: ['npm', 'run', '--silent', 'test:e2e'] },
];

/** The steps `args` asks for, in the suite's order. */
export function chosenSteps(args, steps = STEPS) {
  const onlyAt = args.indexOf('--only');
  const only = onlyAt >= 0 ? (args[onlyAt + 1] ?? '').split(',').filter(Boolean) : undefined;
  if (only) {
    const unknown = only.filter((name) => !steps.some((step) => step.name === name));
    if (unknown.length > 0)
      throw new Error(`unknown step ${unknown.join(', ')}; steps: ${steps.map((step) => step.name).join(', ')}`);
    return steps.filter((step) => only.includes(step.name));
  }
  return steps.filter((step) => !step.optIn || args.includes(step.optIn));
}

/**
 * Runs `command`; resolves to its exit code (1 when it could not start). Its output goes to the
 * terminal as it comes, or, given `captured`, into that array (stdout and stderr in arrival order).
 */
function runCommand([file, ...args], captured) {
  return new Promise((resolve) => {
    const child = spawn(file, args, { stdio: captured ? ['inherit', 'pipe', 'pipe'] : 'inherit' });
    child.stdout?.on('data', (chunk) => captured.push(chunk.toString()));
    child.stderr?.on('data', (chunk) => captured.push(chunk.toString()));
    child.once('error', (error) => {
      (captured ? (text) => captured.push(`${text}\n`) : console.error)(`could not start ${file}: ${error.message}`);
      resolve(1);
    });
    child.once('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * The final table and summary line for `results` ({ name, ok, seconds }); with `wallSeconds`, the
 * run's own time too (less than the steps' sum: the steps run together overlap).
 */
export function summary(results, wallSeconds) {
  const width = Math.max(4, ...results.map((result) => result.name.length));
  const rows = results.map(
    (result) =>
      `  ${result.name.padEnd(width)}  ${result.ok ? 'pass' : 'FAIL'}  ${result.seconds.toFixed(1).padStart(7)} s`,
  );
  const total = results.reduce((sum, result) => sum + result.seconds, 0);
  const failed = results.filter((result) => !result.ok);
  return [
    `  ${'step'.padEnd(width)}  ${'    '}  ${'seconds'.padStart(9)}`,
    ...rows,
    `  ${'total'.padEnd(width)}  ${'    '}  ${total.toFixed(1).padStart(7)} s`,
    ...(wallSeconds === undefined
      ? []
      : [`  ${'wall clock'.padEnd(width)}  ${'    '}  ${wallSeconds.toFixed(1).padStart(7)} s`]),
    ...(failed.length > 0 ? [`failed: ${failed.map((result) => result.name).join(', ')}`] : []),
    `${results.length - failed.length} passed, ${failed.length} failed`,
  ].join('\n');
}

/** Runs every step of `steps` (after a failure too); the results in order. */
export async function runSteps(steps, run = runCommand, print = console.log, now = () => Date.now()) {
  const results = [];
  let interrupted = false;
  const stop = () => (interrupted = true);
  process.once('SIGINT', stop);
  const header = (step) => `\n▶ ${step.name}: ${step.command.join(' ')}`;
  try {
    for (let at = 0; at < steps.length && !interrupted;) {
      const step = steps[at];
      if (!step.together) {
        print(header(step));
        const started = now();
        const code = await run(step.command);
        results.push({ name: step.name, ok: code === 0, seconds: (now() - started) / 1000 });
        at += 1;
        continue;
      }
      // Steps in a row run together: two at a time, each printed whole when it ends, the table in order.
      let end = at;
      while (end < steps.length && steps[end].together === step.together) end += 1;
      const batch = steps.slice(at, end);
      const batchResults = new Array(batch.length);
      let next = 0;
      const lane = async () => {
        while (next < batch.length && !interrupted) {
          const index = next++;
          const captured = [];
          const started = now();
          const code = await run(batch[index].command, captured);
          batchResults[index] = { name: batch[index].name, ok: code === 0, seconds: (now() - started) / 1000 };
          print(`${header(batch[index])}\n${captured.join('').trimEnd()}`.trimEnd());
        }
      };
      await Promise.all([lane(), lane()]);
      results.push(...batchResults.filter(Boolean));
      at = end;
    }
  } finally {
    process.off('SIGINT', stop);
  }
  return results;
}

/** The whole run for command-line `args`: every chosen step, the table; the exit code (0 only when all passed). */
export async function main(args, run = runCommand, print = console.log) {
  let steps;
  try {
    steps = chosenSteps(args);
  } catch (error) {
    print(error.message);
    return 2;
  }
  const started = Date.now();
  const results = await runSteps(steps, run, print);
  print(`\n${summary(results, (Date.now() - started) / 1000)}`);
  return results.length === steps.length && results.every((result) => result.ok) ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(await main(process.argv.slice(2)));
