import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/database/client';
import { journals, seedMarkers } from '../schema/index';
import { type StarterJournal, starterJournals } from './starter-journals';
import { topicJournals } from './topic-journals';

/** Each set of starter articles, under the marker that records it was added. */
export const journalSets: readonly { name: string; rows: readonly StarterJournal[] }[] = [
  { name: 'journals-v1', rows: starterJournals },
  { name: 'journals-v2-topics', rows: topicJournals },
];

/**
 * The education corner's starter articles, each set once per database: a set's marker and rows
 * commit together, and a second instance starting at the same moment waits on the marker's key.
 * A new set gets a new name, so existing sites receive it once, too.
 */
export async function seedJournals(db: Db, log: FastifyBaseLogger): Promise<void> {
  for (const set of journalSets) {
    const inserted = await db.transaction(async (tx) => {
      const marker = await tx
        .insert(seedMarkers)
        .values({ name: set.name })
        .onConflictDoNothing()
        .returning({ name: seedMarkers.name });
      if (!marker.length) return 0;
      await tx.insert(journals).values([...set.rows].reverse());
      return set.rows.length;
    });
    if (inserted) log.info({ count: inserted, set: set.name }, 'starter journals added');
  }
}
