import type { Db } from './client';

/** The handle a `db.transaction(async (tx) => ...)` callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
