/** The rows of a raw query (`db.execute`), whichever driver answered: an array (postgres.js), or an object holding `rows` (PGlite). */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
