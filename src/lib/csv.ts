// CSV export of report tables (RFC 4180), opened correctly by spreadsheet programs.

export type CsvCell = string | number | boolean | null | undefined;
export type CsvRow = CsvCell[];

// A cell starting with one of these runs as a formula in spreadsheets (CSV injection):
// prefix it with an apostrophe so it is shown as text.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !/^-?\d+([.,]\d+)?$/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: CsvRow[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** A file name safe on every OS, from free text (e.g. the compared items). */
export function csvFileName(base: string): string {
  const slug = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${slug || 'comparison'}.csv`;
}

/** Starts a download of the CSV text; the BOM makes Excel read UTF-8 (Turkish letters). */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled so the download can start.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
