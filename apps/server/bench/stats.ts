/** Percentile `p` (0..100) of sorted numbers, nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function ms(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—';
}

/** A plain text table: columns padded to their widest cell. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')).join('\n');
}
