/**
 * CSV for the exports (the console's, the live chat's transcript) (RFC 4180: quoted when needed, CRLF rows, a BOM so spreadsheet apps read UTF-8). A
 * cell starting with = + - @ (or a tab/CR) is prefixed with ' so no spreadsheet runs it as a formula.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export const CSV_BOM = '\uFEFF';
