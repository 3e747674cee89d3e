/** The largest PostgreSQL `integer` (our ids): a bigger value cannot exist and fails a cast. */
export const PG_INTEGER_MAX = 2_147_483_647;
