import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/database/client';
import { journals, seedMarkers } from '../schema/index';
import { starterJournals } from './starter-journals';

/** Bump the name to seed a new set (existing sites then receive it once, too). */
export const JOURNALS_SEED = 'journals-v1';

/**
 * The education corner's starter articles, once per database: the marker and the rows commit
 * together, and a second instance starting at the same moment waits on the marker's key.
 */
export async function seedJournals(db: Db, log: FastifyBaseLogger): Promise<void> {
  const inserted = await db.transaction(async (tx) => {
    const marker = await tx
      .insert(seedMarkers)
      .values({ name: JOURNALS_SEED })
      .onConflictDoNothing()
      .returning({ name: seedMarkers.name });
    if (!marker.length) return 0;
    await tx.insert(journals).values([...starterJournals].reverse());
    return starterJournals.length;
  });
  if (inserted) log.info({ count: inserted }, 'starter journals added');
}
