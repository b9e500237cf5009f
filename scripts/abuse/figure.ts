// One measured figure of the load-and-abuse scripts, with the bound it must keep: each script
// returns its figures, prints them when run alone, and `npm run abuse` checks them all.
import { fileURLToPath } from 'node:url';

export interface Figure {
  name: string;
  /** What was measured, in words and numbers. */
  measured: string;
  /** The bound, in words. */
  bound: string;
  ok: boolean;
}

/** Whether the module at `url` is the script being run (not imported by another). */
export const isMain = (url: string): boolean => process.argv[1] === fileURLToPath(url);

export const printFigure = (figure: Figure): void =>
  console.log(`${figure.ok ? 'ok  ' : 'OVER'} ${figure.name}: ${figure.measured} (bound: ${figure.bound})`);
