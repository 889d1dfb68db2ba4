import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/database.ts';
import { migrate } from '../src/platform/migrations.ts';
import { openTestDatabase } from './helper.ts';

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(() => drop());

const tables = async () =>
  (
    await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    )
  ).rows.map((row) => row.table_name);

describe('migrations', () => {
  it('apply once, and a second run changes nothing', async () => {
    const first = await migrate(db);
    expect(first.length).toBeGreaterThan(0);
    expect(await tables()).toEqual(expect.arrayContaining(['clients', 'client_type_counts', 'sessions']));
    expect(await migrate(db)).toEqual([]);
  });

  it('undo completely and apply again', async () => {
    const undone = await migrate(db, '000');
    expect(undone.every((step) => step.includes(' undo '))).toBe(true);
    expect(await tables()).toEqual(['schema_migrations']);
    await migrate(db);
    expect(await tables()).toEqual(expect.arrayContaining(['clients', 'client_type_counts', 'sessions']));
  });

  it('can be started by two callers at once', async () => {
    await migrate(db, '000');
    const results = await Promise.all([migrate(db), migrate(db)]);
    expect(results.filter((applied) => applied.length > 0)).toHaveLength(1);
  });
});
