/** The rows of a raw `db.execute` result: both drivers answer `{ rows }`, which Drizzle types as unknown. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
