import { cannedResponseBodySchema } from '@sehat/core/chat/canned-responses';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { Database } from '../../platform/database/client';
import { cannedResponses } from '../schema/index';
import { seedCannedResponses, starterCannedResponses } from './canned-responses';

const log = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const allRows = () => database.db.select().from(cannedResponses);

describe('seedCannedResponses', () => {
  it('adds the starter answers once, even when two starts race, and never brings a deleted one back', async () => {
    await Promise.all([seedCannedResponses(database.db, log), seedCannedResponses(database.db, log)]);
    await seedCannedResponses(database.db, log);
    const rows = await allRows();
    expect(rows.map((row) => row.title).sort()).toEqual(starterCannedResponses.map((r) => r.title).sort());
    await database.db.delete(cannedResponses).where(eq(cannedResponses.id, rows[0]!.id));
    await seedCannedResponses(database.db, log);
    expect(await allRows()).toHaveLength(starterCannedResponses.length - 1);
  });

  it('seeds only answers an admin could have written', () => {
    for (const answer of starterCannedResponses) {
      expect(cannedResponseBodySchema.parse(answer)).toEqual(answer);
    }
  });
});
