// Figures and tables for the benchmark's output. Nothing here judges a number: the bench reports.

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Nearest-rank percentile of an ascending list (p in 0..100). */
export function percentile(sortedAscending: readonly number[], p: number): number {
  if (sortedAscending.length === 0) throw new Error('percentile of no samples');
  const rank = Math.ceil((p / 100) * sortedAscending.length);
  return sortedAscending[Math.min(sortedAscending.length, Math.max(1, rank)) - 1] as number;
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** A plain-text table: the first row is the header; columns whose cells all read as numbers are right-aligned. */
export function formatTable(rows: readonly (readonly string[])[]): string {
  const [header, ...body] = rows;
  if (!header) return '';
  const widths = header.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const numeric = header.map((_, column) => body.length > 0 && body.every((row) => /^[-+x\d]/.test(row[column] ?? '')));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join('\n');
}
