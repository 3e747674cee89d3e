import { srq29Questions } from '@sehat/core/selftest/srq29';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/client';
import { StartupError } from '../../startup-checks';
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

/**
 * The site does not start with a test that has questions but no crisis item (ADR 117): nobody
 * who says they think about ending their life would be shown help first.
 */
export async function requireCrisisItem(db: Db): Promise<void> {
  const [any] = await db.select({ nomor: selftestQuestions.nomor }).from(selftestQuestions).limit(1);
  if (!any) return;
  const [crisis] = await db
    .select({ nomor: selftestQuestions.nomor })
    .from(selftestQuestions)
    .where(eq(selftestQuestions.crisis, true))
    .limit(1);
  if (!crisis) {
    throw new StartupError(
      "The self-test has no crisis question (selftest_questions.crisis): mark the question about ending one's life (SRQ-29 item 17) as crisis again before starting.",
    );
  }
}
