// How far apart two matching keys are: the edits (a letter added, dropped, changed, or two
// neighbours swapped) that turn one into the other. Used to suggest close catalogue names.

/** Optimal string alignment distance, stopped early: anything above `cap` answers cap + 1. */
export function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0][j] = j;
        continue;
      }
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2][j - 2] + 1);
      rows[i][j] = best;
    }
    if (i > 0 && Math.min(...rows[i]) > cap) return cap + 1;
  }
  return Math.min(rows[a.length][b.length], cap + 1);
}
