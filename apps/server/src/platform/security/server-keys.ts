import { eq } from 'drizzle-orm';
import { serverKeys } from '../../db/schema/index';
import type { Db } from '../database/client';

/**
 * The key named `name`, made by `create` the first time any instance asks. Two instances
 * starting together both try to insert; the database keeps the first, and both read it back.
 */
export async function serverKey<T extends { [key: string]: string }>(
  db: Db,
  name: string,
  create: () => T,
): Promise<T> {
  await db.insert(serverKeys).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverKeys.value })
    .from(serverKeys)
    .where(eq(serverKeys.name, name));
  return row!.value as T;
}
