import { AppError } from './errors.ts';

/**
 * Keyset pagination cursors: the sort key of the last row (as PostgreSQL text, so timestamps
 * keep their microseconds) and its id, tied to the order they came from. Opaque to clients.
 */
export interface Cursor {
  order: string;
  value: string;
  id: number;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.order, cursor.value, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string, order: string, field = 'body.cursor'): Cursor {
  try {
    const [cursorOrder, value, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (cursorOrder === order && typeof value === 'string' && Number.isSafeInteger(id))
      return { order, value, id };
  } catch {
    // Falls through to the refusal below.
  }
  throw new AppError('validation_failed', [{ field, message: 'invalid_value' }]);
}

/** A page of `limit` rows from a query that asked for `limit + 1`, and the cursor after it. */
export function pageOf<Row extends { sort_value: string }>(
  rows: Row[],
  limit: number,
  order: string,
  idOf: (row: Row) => number,
): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor:
      rows.length > limit && last ? encodeCursor({ order, value: last.sort_value, id: idOf(last) }) : null,
  };
}
