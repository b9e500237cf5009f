// The three outputs of a run: a terminal table, JUnit XML (one test case per operation and check,
// so any CI shows the failures) and a self-contained HTML page; plus JSON for tools and our tests.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHECK_DESCRIPTIONS, type Check, type Coverage, type Finding } from './findings';

export interface RunReport {
  target: string;
  startedAt: string;
  durationMs: number;
  halves: ('probe' | 'journeys')[];
  findings: Finding[];
  coverage: Coverage;
  journeys?: { passed: number; failed: number; skipped: number };
}

function truncate(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}

export function terminalTable(report: RunReport): string {
  const lines: string[] = [];
  const columns = ['operation', 'check', 'status', 'location', 'message', 'count'] as const;
  const widths = { operation: 24, check: 21, status: 6, location: 38, message: 70, count: 5 };
  const row = (values: Record<(typeof columns)[number], string>) =>
    columns
      .map((column) => truncate(values[column], widths[column]).padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  if (report.findings.length === 0) {
    lines.push('No violations.');
  } else {
    lines.push(
      row({
        operation: 'OPERATION',
        check: 'CHECK',
        status: 'STATUS',
        location: 'LOCATION',
        message: 'MESSAGE',
        count: 'COUNT',
      }),
    );
    lines.push(columns.map((column) => '-'.repeat(widths[column])).join('  '));
    for (const finding of report.findings) {
      lines.push(
        row({
          operation: finding.operation,
          check: finding.check,
          status: finding.status === null ? '-' : String(finding.status),
          location: finding.location,
          message: finding.message,
          count: String(finding.count),
        }),
      );
    }
  }
  const { coverage } = report;
  lines.push('');
  lines.push(
    `Operation coverage: ${coverage.exercised}/${coverage.total} operations (${percent(coverage.exercised, coverage.total)})`,
  );
  const documented = coverage.operations.reduce((sum, op) => sum + op.documented.length, 0);
  const statuses = coverage.operations.reduce((sum, op) => sum + op.exercisedStatuses.length, 0);
  lines.push(`Documented statuses exercised: ${statuses}/${documented} (${percent(statuses, documented)})`);
  const missing = coverage.operations.filter((op) => !op.exercised).map((op) => op.operationId);
  if (missing.length) lines.push(`Not exercised: ${missing.join(', ')}`);
  if (report.journeys)
    lines.push(
      `Journeys: ${report.journeys.passed} passed, ${report.journeys.failed} failed, ${report.journeys.skipped} skipped`,
    );
  lines.push(
    `${report.findings.length} violation${report.findings.length === 1 ? '' : 's'} (${report.findings.reduce((sum, f) => sum + f.count, 0)} occurrences) in ${(report.durationMs / 1000).toFixed(1)} s`,
  );
  return lines.join('\n');
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '100%' : `${Math.round((part / whole) * 100)}%`;
}

function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function junitXml(report: RunReport): string {
  const checks = Object.keys(CHECK_DESCRIPTIONS) as Check[];
  const suites = report.coverage.operations.map((op) => {
    const cases = checks
      .filter((check) => check !== 'journey')
      .map((check) => {
        const failures = report.findings.filter(
          (finding) => finding.operation === op.operationId && finding.check === check,
        );
        const body = failures
          .map(
            (f) =>
              `      <failure type="${xml(check)}" message="${xml(`${f.location}: ${f.message}`)}">${xml(`status ${f.status ?? '-'} at ${f.location}: ${f.message} (seen ${f.count}×, ${f.source})`)}</failure>`,
          )
          .join('\n');
        const skipped = !op.exercised && check !== 'not-exercised' ? '\n      <skipped/>' : '';
        return `    <testcase classname="contract.${xml(op.operationId)}" name="${xml(`${check}: ${CHECK_DESCRIPTIONS[check]}`)}">${body ? `\n${body}\n    ` : skipped ? `${skipped}\n    ` : ''}</testcase>`;
      });
    const failures = report.findings.filter(
      (finding) => finding.operation === op.operationId && finding.check !== 'journey',
    );
    const failedCases = new Set(failures.map((f) => f.check)).size;
    return `  <testsuite name="${xml(op.operationId)}" tests="${cases.length}" failures="${failedCases}" errors="0">\n${cases.join('\n')}\n  </testsuite>`;
  });
  const journeyFailures = report.findings.filter((finding) => finding.check === 'journey');
  if (report.halves.includes('journeys')) {
    const cases = journeyFailures.map(
      (f) =>
        `    <testcase classname="contract.journeys" name="${xml(f.location)}">\n      <failure type="journey" message="${xml(f.message)}">${xml(f.message)}</failure>\n    </testcase>`,
    );
    if (cases.length === 0)
      cases.push(
        '    <testcase classname="contract.journeys" name="all @contract journeys ran to their end"></testcase>',
      );
    suites.push(
      `  <testsuite name="journeys" tests="${cases.length}" failures="${journeyFailures.length}" errors="0">\n${cases.join('\n')}\n  </testsuite>`,
    );
  }
  const total = suites.reduce((sum, suite) => sum + Number(/tests="(\d+)"/.exec(suite)?.[1] ?? 0), 0);
  const failed = suites.reduce((sum, suite) => sum + Number(/failures="(\d+)"/.exec(suite)?.[1] ?? 0), 0);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="contract-verify ${xml(report.target)}" tests="${total}" failures="${failed}" time="${(report.durationMs / 1000).toFixed(1)}">\n${suites.join('\n')}\n</testsuites>\n`;
}

function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function htmlReport(report: RunReport): string {
  const { coverage } = report;
  const findingRows = report.findings
    .map(
      (f) =>
        `<tr><td>${html(f.operation)}</td><td><span class="check" title="${html(CHECK_DESCRIPTIONS[f.check])}">${html(f.check)}</span></td><td>${f.status ?? '–'}</td><td><code>${html(f.location)}</code></td><td>${html(f.message)}</td><td class="num">${f.count}</td><td>${f.source}</td></tr>`,
    )
    .join('\n');
  const coverageRows = coverage.operations
    .map((op) => {
      const statuses = op.documented
        .map((status) => `<span class="${op.exercisedStatuses.includes(status) ? 'hit' : 'miss'}">${status}</span>`)
        .join(' ');
      const bad = report.findings.filter((f) => f.operation === op.operationId).length;
      return `<tr><td>${html(op.operationId)}</td><td>${op.exercised ? 'yes' : '<strong>no</strong>'}</td><td>${statuses}</td><td class="num">${bad}</td></tr>`;
    })
    .join('\n');
  const checks = (Object.entries(CHECK_DESCRIPTIONS) as [Check, string][])
    .map(([check, description]) => `<li><code>${check}</code> — ${html(description)}</li>`)
    .join('\n');
  const verdict =
    report.findings.length === 0
      ? '<p class="ok">No violations: the target keeps the contract.</p>'
      : `<p class="bad">${report.findings.length} violation(s) found.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Contract report — ${html(report.target)}</title>
<style>
body{font:14px/1.5 system-ui,sans-serif;margin:2rem;color:#1a1a1a;background:#fff}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f0f0f0}td.num{text-align:right}code{font-size:.9em}
.ok{color:#0a6b2d;font-weight:600}.bad{color:#a30d0d;font-weight:600}
.hit{background:#d8f0df;padding:0 .3rem;border-radius:3px}.miss{background:#f7dede;padding:0 .3rem;border-radius:3px}
</style></head><body>
<h1>Contract report</h1>
<p>Target <code>${html(report.target)}</code> · ${html(report.startedAt)} · ${report.halves.join(' + ')} · ${(report.durationMs / 1000).toFixed(1)} s</p>
${verdict}
<p>Operation coverage: <strong>${coverage.exercised}/${coverage.total}</strong>.${report.journeys ? ` Journeys: ${report.journeys.passed} passed, ${report.journeys.failed} failed, ${report.journeys.skipped} skipped.` : ''}</p>
<h2>Findings</h2>
${report.findings.length ? `<table><thead><tr><th>Operation</th><th>Check</th><th>Status</th><th>Location</th><th>Message</th><th>Count</th><th>Found by</th></tr></thead><tbody>\n${findingRows}\n</tbody></table>` : '<p>None.</p>'}
<h2>Coverage (documented statuses: green = exercised)</h2>
<table><thead><tr><th>Operation</th><th>Exercised</th><th>Documented statuses</th><th>Findings</th></tr></thead><tbody>
${coverageRows}
</tbody></table>
<h2>Checks</h2><ul>${checks}</ul>
</body></html>
`;
}

export function writeReports(report: RunReport, dir: string): { xml: string; html: string; json: string } {
  mkdirSync(dir, { recursive: true });
  const files = {
    xml: join(dir, 'contract-report.xml'),
    html: join(dir, 'contract-report.html'),
    json: join(dir, 'contract-report.json'),
  };
  writeFileSync(files.xml, junitXml(report));
  writeFileSync(files.html, htmlReport(report));
  writeFileSync(files.json, `${JSON.stringify(report, null, 2)}\n`);
  return files;
}
