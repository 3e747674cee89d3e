import { journalBodySchema } from '@sehat/core/education/schemas';
import { journalCategories } from '@sehat/core/education/limits';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { Database } from '../../platform/database/client';
import { journals, seedMarkers } from '../schema/index';
import { journalSets, seedJournals } from './journals';

const allStarterJournals = journalSets.flatMap((set) => set.rows);

const log = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const allRows = () => database.db.select().from(journals);

describe('seedJournals', () => {
  it('adds the starter articles once, even when two starts race', async () => {
    await Promise.all([seedJournals(database.db, log), seedJournals(database.db, log)]);
    await seedJournals(database.db, log);
    expect(await allRows()).toHaveLength(allStarterJournals.length);
  });

  it('does not bring back a starter article an admin deleted', async () => {
    const [first] = await allRows();
    await database.db.delete(journals).where(eq(journals.id, first!.id));
    await seedJournals(database.db, log);
    expect(await allRows()).toHaveLength(allStarterJournals.length - 1);
  });

  it('offers several valid articles with an https source in every category', () => {
    for (const category of journalCategories) {
      expect(allStarterJournals.filter((j) => j.kategori === category).length).toBeGreaterThanOrEqual(4);
    }
    for (const journal of allStarterJournals) {
      const parsed = journalBodySchema.parse(journal);
      expect(parsed).toEqual(journal);
      expect(journal.sumber.startsWith('https://')).toBe(true);
    }
    expect(new Set(allStarterJournals.map((j) => j.sumber)).size).toBe(allStarterJournals.length);
  });

  it('gives a site seeded with an earlier set only the sets it lacks', async () => {
    const earlier = await openTestDatabase();
    try {
      const [first, ...later] = journalSets;
      await earlier.db.insert(seedMarkers).values({ name: first!.name });
      await earlier.db.insert(journals).values([...first!.rows]);
      await seedJournals(earlier.db, log);
      const rows = await earlier.db.select().from(journals);
      expect(rows).toHaveLength(first!.rows.length + later.reduce((sum, set) => sum + set.rows.length, 0));
    } finally {
      await earlier.close();
    }
  });
});
