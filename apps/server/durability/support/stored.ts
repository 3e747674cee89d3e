import path from 'node:path';
import { createPglite } from '../../src/platform/database/pglite';
import pg from 'pg';
import { expect } from 'vitest';
import type { Acknowledged } from './api-client';

export type Store = { dataDir: string } | { url: string };

/** Forum questions as stored, read straight from the database (its server stopped, for PGlite). */
export async function storedQuestions(store: Store): Promise<{ id: number; title: string }[]> {
  const query = 'select id, title from forum_questions order by id';
  if ('url' in store) {
    const client = new pg.Client({ connectionString: store.url });
    await client.connect();
    try {
      return (await client.query<{ id: number; title: string }>(query)).rows;
    } finally {
      await client.end();
    }
  }
  const client = await createPglite(path.join(store.dataDir, 'pglite'));
  try {
    return (await client.query<{ id: number; title: string }>(query)).rows;
  } finally {
    await client.close();
  }
}

/** Every acknowledged write is stored as acknowledged, once: nothing lost, nothing doubled. */
export function expectAllStored(acked: Acknowledged[], stored: { id: number; title: string }[]) {
  const byId = new Map(stored.map((row) => [row.id, row.title]));
  const lost = acked.filter((write) => byId.get(write.id) !== write.title);
  expect(lost).toEqual([]);
  expect(new Set(acked.map((write) => write.id)).size).toBe(acked.length);
  expect(new Set(stored.map((row) => row.title)).size).toBe(stored.length);
}
