import { z } from 'zod';

/** PostgreSQL `integer` ids: anything outside 1…2^31-1 cannot exist (and must not reach the database). */
export const idParamSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
