import { srq29Questions } from '@sehat/core/selftest/srq29';
import type { Db } from '../../platform/database/client';
import { seedRuns, selftestQuestions } from '../schema/index';

/** Seeds the SRQ-29 questions once per database; returns whether this call did it. */
export async function seedSelftestQuestions(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: 'selftest-questions' })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (!claimed.length) return false;
    await tx
      .insert(selftestQuestions)
      .values(srq29Questions.map((question, index) => ({ ...question, position: index + 1 })));
    return true;
  });
}
