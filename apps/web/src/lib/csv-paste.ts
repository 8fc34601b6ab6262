/**
 * Lines pasted from a spreadsheet (or typed) as the CSV file the server's importer reads (issue 30, item 3):
 * the importer's header row in front, separated like the lines themselves (a tab when the first line has one:
 * a spreadsheet's copy; else `;`; else `,`), so the server parses both with the same CSV library. A paste that
 * starts with its own header row (its first cell is the first column's name) is sent as it is.
 */
export function pastedToCsv(
  text: string,
  columns: readonly string[],
): { csv: string; headerAdded: boolean; isEmpty: boolean } {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '');
  const first = lines.split('\n').find((line) => line.trim() !== '') ?? '';
  const delimiter = first.includes('\t') ? '\t' : first.includes(';') ? ';' : ',';
  const firstCell = (first.split(delimiter)[0] ?? '').trim().replace(/^"|"$/g, '').toLowerCase();
  const isEmpty = first === '';
  if (firstCell === columns[0]?.toLowerCase()) return { csv: `${lines}\n`, headerAdded: false, isEmpty };
  return { csv: `${columns.join(delimiter)}\n${lines}\n`, headerAdded: true, isEmpty };
}
