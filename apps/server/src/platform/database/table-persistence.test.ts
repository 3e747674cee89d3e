import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { rowsOf } from './rows';
import type { Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('table persistence after the migrations (ADR 90)', () => {
  it('keeps only the rate-limit counters out of the write-ahead log; every data table is logged', async () => {
    const result = await database.db.execute(sql`
      select relname as name, relpersistence as persistence from pg_class
      where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`);
    const tables = rowsOf<{ name: string; persistence: string }>(result);
    expect(tables.length).toBeGreaterThan(10);
    expect(tables.filter((t) => t.persistence !== 'p')).toEqual([{ name: 'rate_limits', persistence: 'u' }]);
  });
});
