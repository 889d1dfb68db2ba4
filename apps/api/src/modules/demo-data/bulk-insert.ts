import type { Queryable } from '../../platform/database.ts';

export interface ColumnSpec {
  name: string;
  /** PostgreSQL array element type, e.g. "int", "text", "timestamptz". */
  type: string;
}

/**
 * Inserts many rows with one statement per batch: each column travels as one array
 * parameter and `unnest` turns them back into rows. Much faster than row-by-row inserts,
 * on PGlite and on PostgreSQL alike.
 */
export async function insertRows(
  tx: Queryable,
  table: string,
  columns: readonly ColumnSpec[],
  rows: readonly unknown[][],
  batchSize = 5000,
): Promise<void> {
  const names = columns.map((column) => column.name).join(', ');
  const unnest = columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(', ');
  const sql = `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${unnest})`;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const arrays = columns.map((_, columnIndex) => batch.map((row) => row[columnIndex] ?? null));
    await tx.query(sql, arrays);
  }
}
