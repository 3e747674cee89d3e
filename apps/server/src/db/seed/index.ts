import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../platform/database/client';
import { ensureAdmin } from './admin';
import { seedCannedResponses } from './canned-responses';
import { seedJournals } from './journals';
import { requireCrisisItem, seedSelftestQuestions } from './selftest-questions';
import { seedServices } from './services';

/** First-start content. Each step is idempotent, so every start (and every instance) runs it. */
export async function seedDatabase(db: Db, config: AppConfig, log: FastifyBaseLogger): Promise<void> {
  await ensureAdmin(db, config, log);
  await seedJournals(db, log);
  await seedSelftestQuestions(db);
  await requireCrisisItem(db);
  await seedCannedResponses(db, log);
  await seedServices(db, log);
}
