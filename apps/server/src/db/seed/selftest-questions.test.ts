import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { Database } from '../../platform/database/client';
import { StartupError } from '../../startup-checks';
import { selftestQuestions } from '../schema/index';
import { requireCrisisItem, seedSelftestQuestions } from './selftest-questions';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('requireCrisisItem', () => {
  it('lets the site start with the seeded test, and refuses once no question is a crisis item', async () => {
    await requireCrisisItem(database.db);
    await seedSelftestQuestions(database.db);
    await requireCrisisItem(database.db);
    await database.db
      .update(selftestQuestions)
      .set({ crisis: false })
      .where(eq(selftestQuestions.crisis, true));
    await expect(requireCrisisItem(database.db)).rejects.toBeInstanceOf(StartupError);
  });
});
