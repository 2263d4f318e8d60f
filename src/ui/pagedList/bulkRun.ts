import type { BulkFailure, BulkOutcome } from '../../api/bulk'

/** The most records one bulk call takes (the contract's IdList); more go in batches of this size. */
export const BULK_BATCH_SIZE = 100

export interface BulkRunResult {
  /** Changed. */
  done: string[]
  /** Refused, each with the server's reason. */
  failed: BulkFailure[]
  /** Left as they were because a record of their batch was refused (a batch is all or nothing). */
  untouched: string[]
}

/**
 * Runs a bulk action over `ids` batch after batch, each batch one all-or-nothing call, and says after
 * each how many records have been dealt with. A refused batch does not stop the batches after it.
 */
export async function runInBatches(
  ids: readonly string[],
  call: (batch: string[]) => Promise<BulkOutcome>,
  onProgress: (handled: number) => void,
): Promise<BulkRunResult> {
  const result: BulkRunResult = { done: [], failed: [], untouched: [] }
  for (let start = 0; start < ids.length; start += BULK_BATCH_SIZE) {
    const batch = ids.slice(start, start + BULK_BATCH_SIZE)
    const outcome = await call(batch)
    if (outcome.refused) {
      const refused = new Set(outcome.failures.map((failure) => failure._id))
      result.failed.push(...outcome.failures)
      result.untouched.push(...batch.filter((id) => !refused.has(id)))
    } else result.done.push(...batch)
    onProgress(Math.min(ids.length, start + batch.length))
  }
  return result
}
