import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { Database } from '../database/client';
import { rowsOf } from '../database/rows';
import { reaches, reachesWhere, type Audience, type Viewer } from './audience';

const viewers: Viewer[] = [
  { id: 1, role: 'user' },
  { id: 2, role: 'user' },
  { id: 1, role: 'admin' },
  { id: 3, role: 'admin' },
  { id: 2, role: 'counsellor' },
  { id: 3, role: 'supervisor' },
];
/** A stored event names a user whatever its kind: presence names the counsellor, for one. */
const storedEvents = (['user', 'counsellors', 'conversation'] as const).flatMap((kind) =>
  [1, 2, 3].map((userId) => ({ kind, userId })),
);
const audienceOf = ({ kind, userId }: (typeof storedEvents)[number]): Audience =>
  kind === 'counsellors' ? { kind } : { kind, userId };

// Stored events are read back with the SQL form of the rule: it must decide as `reaches` does.
describe('the audience rule in SQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase({ connections: 1 });
  });
  afterAll(() => database.close());

  it('agrees with reaches for every kind and viewer', async () => {
    for (const viewer of viewers) {
      for (const stored of storedEvents) {
        const audience = audienceOf(stored);
        const condition = reachesWhere(viewer, {
          kind: sql`${stored.kind}::text`,
          userId: sql`${stored.userId}::integer`,
        });
        const [row] = rowsOf<{ reached: boolean }>(
          await database.db.execute(sql`select coalesce(${condition}, false) as reached`),
        );
        expect({ viewer, stored, reached: row!.reached }).toEqual({
          viewer,
          stored,
          reached: reaches(audience, viewer),
        });
      }
    }
  });
});
