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

/**
 * What a cursor's sort value must look like for the SQL type it is compared in: a made-up
 * cursor is refused as bad input (400), never handed to PostgreSQL to fail on (500).
 */
const VALUE_SHAPES: Record<string, (value: string) => boolean> = {
  timestamptz: (value) =>
    /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/.test(value) &&
    !Number.isNaN(Date.parse(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'))),
  bigint: (value) => /^-?\d{1,18}$/.test(value),
  integer: (value) => /^-?\d{1,9}$/.test(value),
  numeric: (value) => /^-?\d{1,18}(\.\d{1,18})?$/.test(value),
};

/** Reads a cursor of `order` whose value is compared as the SQL type `cast`. */
export function decodeCursor(text: string, order: string, cast?: string): Cursor {
  try {
    const [cursorOrder, value, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    const shapeFits = cast === undefined || (VALUE_SHAPES[cast]?.(String(value)) ?? false);
    if (cursorOrder === order && typeof value === 'string' && Number.isSafeInteger(id) && shapeFits)
      return { order, value, id };
  } catch {
    // Falls through to the refusal below.
  }
  throw new AppError('validation_failed', [{ field: 'body.cursor', message: 'invalid_value' }]);
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
