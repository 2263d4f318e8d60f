import type { Db } from './database'

/**
 * Runs `work` in the caller's transaction when `db` already is one, in a new transaction otherwise: a
 * write that is whole on its own can then also be one step of a larger write (a bulk action).
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work)
}
