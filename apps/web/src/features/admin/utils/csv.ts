/**
 * CSV for French Excel: semicolon-separated (the comma is the decimal separator there), CRLF line ends, and a
 * UTF-8 byte order mark so that "Bouaké" does not open as "BouakÃ©".
 */
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

export type CsvCell = string | number | null | undefined;

/** Quotes a cell when it holds the separator, a quote or a line break; a leading =, +, - or @ is defused
 * so that a passenger named "=HYPERLINK(...)" cannot become a formula in the administrator's spreadsheet. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** Saves text as a file from the browser, without a server round trip. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
