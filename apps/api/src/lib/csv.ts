/**
 * CSV cells for the files staff open in a spreadsheet (product export, newsletter sign-ups, payouts).
 * A cell a spreadsheet would run as a formula is escaped with a leading apostrophe (OWASP "CSV
 * injection"); an import undoes the escape, so an exported file makes a round trip.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as written to the file: formulas escaped, quoted when needed. */
export function csvCell(value: unknown): string {
  let cell = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) || /^\s|\s$/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** One line of a file: the cells, comma-separated, ended by CRLF. */
export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Undoes the export's formula escape, so an exported cell imports as the text it was. */
export function csvUnescape(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
