import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../../errors.ts';

/**
 * CSV as spreadsheets write and read it (issue 30, item 3), through csv-parse and csv-stringify: no hand
 * splitting, so quoted fields with commas, quotes and line breaks survive.
 */

/** `text/csv` with its charset: a browser or spreadsheet must not guess another encoding. */
export const CSV_TYPE = 'text/csv; charset=utf-8';

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return first): exported
 * files are opened by organisers, and names are typed by anyone, so such a cell goes out behind a `'` (OWASP's
 * advice for CSV injection) and the importer takes that `'` off again, so a round trip keeps the name.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function neutralised(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function restored(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/**
 * A file a spreadsheet opens as UTF-8 with its columns: a byte order mark (Excel reads UTF-8 without one as
 * the local code page, and accents break), CRLF line ends, every field quoted.
 */
export function toCsv(columns: readonly string[], rows: readonly (readonly (string | number | null)[])[]) {
  return stringify(
    rows.map((row) => row.map((cell) => (typeof cell === 'string' ? neutralised(cell) : cell))),
    {
      bom: true,
      header: true,
      columns: [...columns],
      quoted: true,
      quoted_empty: true,
      record_delimiter: 'windows',
      cast: { number: (value) => String(value) },
    },
  );
}

/**
 * `attachment` with the file's name: an ASCII fallback (`filename`) and the name in UTF-8 (`filename*`,
 * RFC 6266/8187), so accents survive in browsers that read it and nothing breaks in those that do not.
 */
export function attachmentHeader(baseName: string, suffix: string): string {
  const name = `${baseName.trim() || 'export'} ${suffix}.csv`;
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ -]+/g, '')
    .replace(/\s+/g, '-')
    .toLowerCase();
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name.replace(/\s+/g, '-'))}`;
}

/** One data row of a file: its spreadsheet row number (the header is row 1) and its cells by column. */
export interface CsvRecord {
  row: number;
  cells: Record<string, string>;
}

/** The separator of a file, read from its header row: a tab (a paste), `;` (a European spreadsheet) or `,`. */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = ['\t', ';', ','].map((d) => ({ d, n: header.split(d).length - 1 }));
  const best = counts.reduce((a, b) => (b.n > a.n ? b : a));
  return best.n > 0 ? best.d : ',';
}

/**
 * The data rows of a CSV file with a header row, by column name (`columns`: the names the importer knows, matched
 * without regard to case or spaces; others are ignored). A file that is not CSV, has no header naming
 * `required`, or no data row is a 400 naming `body`. Rows with every cell empty are skipped, but still counted,
 * so row numbers are the spreadsheet's.
 */
export function readCsv(text: string, columns: readonly string[], required: string): CsvRecord[] {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      // A name with quotes inside (François "Frankie" Lefèvre) pasted or typed without quoting the field.
      relax_quotes: true,
      skip_empty_lines: false,
      trim: true,
    });
  } catch (error) {
    const where = (error as { lines?: number }).lines;
    throw AppError.invalid(
      'import.csv_invalid',
      `The file could not be read as CSV${where ? ` (line ${where})` : ''}: ${(error as Error).message}`,
      [{ field: 'body', message: 'Not a CSV file' }],
    );
  }
  const [header, ...rows] = records;
  const normal = (name: string) => name.replace(/\s+/g, '').toLowerCase();
  const indexOf = new Map<string, number>();
  for (const [index, name] of (header ?? []).entries()) {
    const known = columns.find((c) => normal(c) === normal(name));
    if (known && !indexOf.has(known)) indexOf.set(known, index);
  }
  if (!indexOf.has(required)) {
    throw AppError.invalid(
      'import.header_invalid',
      `The first row must name the columns: ${columns.join(',')} (a "${required}" column at least).`,
      [{ field: 'body', message: `No "${required}" column in the header row` }],
    );
  }
  const data = rows
    .map((cells, index) => ({
      row: index + 2,
      cells: Object.fromEntries(
        [...indexOf].map(([column, at]) => [column, restored(cells[at] ?? '')]),
      ) as Record<string, string>,
      empty: cells.every((cell) => cell === ''),
    }))
    .filter((record) => !record.empty)
    .map(({ row, cells }) => ({ row, cells }));
  if (data.length === 0) {
    throw AppError.invalid('import.empty', 'The file has a header row but no rows under it.', [
      { field: 'body', message: 'No rows under the header' },
    ]);
  }
  return data;
}
