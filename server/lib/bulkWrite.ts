import { sql } from 'kysely'
import type { Language } from '../../src/domain/constants'
import type { Db } from '../db/database'
import { AppError } from './errors'
import { t } from './i18n'

/** The most records one bulk call takes; a screen with more sends them in batches of this size. */
export const BULK_MAX_ITEMS = 100

export interface BulkFailure {
  _id: string
  message: string
}

/** A bulk write refused as a whole: the records that could not be written and why; nothing was written. */
export class BulkRefused extends AppError {
  constructor(readonly failures: readonly { _id: string; error: AppError }[]) {
    super(409, 'errors.bulk_refused', { count: failures.length })
  }

  override bodyIn(lang: Language): { failures: BulkFailure[] } {
    return {
      failures: this.failures.map(({ _id, error }) => ({
        _id,
        message: t(lang, error.messageKey, error.vars),
      })),
    }
  }
}

/**
 * Writes `write` for every id in one transaction, all or nothing. Each record is written under its own
 * savepoint, so one that is refused (gone, changed, not allowed in its state) is undone alone and the
 * others are still tried: the refusal then names every record that stood in the way, not only the
 * first, and nothing at all is written. Errors other than refusals end the transaction as they are.
 */
export async function bulkWrite(
  db: Db,
  ids: readonly string[],
  write: (trx: Db, id: string) => Promise<unknown>,
): Promise<{ done: string[] }> {
  const unique = [...new Set(ids)]
  await db.transaction().execute(async (trx) => {
    const failures: { _id: string; error: AppError }[] = []
    for (const id of unique) {
      await sql`savepoint bulk_item`.execute(trx)
      try {
        await write(trx, id)
        await sql`release savepoint bulk_item`.execute(trx)
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        await sql`rollback to savepoint bulk_item`.execute(trx)
        failures.push({ _id: id, error })
      }
    }
    if (failures.length > 0) throw new BulkRefused(failures)
  })
  return { done: unique }
}
