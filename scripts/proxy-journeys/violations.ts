// What Prism's proxy log counts as a violation: a request or answer it found outside the contract
// (`Violation: …`, a warning without --errors) or a request it ended with an error of its own
// (`✖ error … Request terminated with error`, with --errors: it answered instead of the server).
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

export function prismViolations(log: string): string[] {
  return log
    .replace(ANSI, '')
    .split('\n')
    .filter((line) => /Violation:|✖\s+error/.test(line))
    .map((line) => line.replace(/^\[[^\]]*\]\s*›\s*/, '').trim());
}
