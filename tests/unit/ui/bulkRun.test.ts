import { describe, expect, it } from 'vitest'
import type { BulkOutcome } from '../../../src/api/bulk'
import { BULK_BATCH_SIZE, runInBatches } from '../../../src/ui/pagedList/bulkRun'

const ids = (count: number) => Array.from({ length: count }, (_, i) => `id-${i}`)

describe('a bulk action in batches', () => {
  it('sends at most one batch size per call, in order, and reports progress after each', async () => {
    const calls: string[][] = []
    const progress: number[] = []
    const result = await runInBatches(
      ids(2 * BULK_BATCH_SIZE + 5),
      async (batch): Promise<BulkOutcome> => {
        calls.push(batch)
        return { refused: false }
      },
      (handled) => progress.push(handled),
    )
    expect(calls.map((batch) => batch.length)).toEqual([BULK_BATCH_SIZE, BULK_BATCH_SIZE, 5])
    expect(calls.flat()).toEqual(ids(2 * BULK_BATCH_SIZE + 5))
    expect(progress).toEqual([BULK_BATCH_SIZE, 2 * BULK_BATCH_SIZE, 2 * BULK_BATCH_SIZE + 5])
    expect(result).toEqual({ done: ids(2 * BULK_BATCH_SIZE + 5), failed: [], untouched: [] })
  })

  it('keeps the batches after a refused one going, and tells refused records from those held back', async () => {
    const all = ids(BULK_BATCH_SIZE + 2)
    const result = await runInBatches(
      all,
      async (batch): Promise<BulkOutcome> =>
        batch.includes('id-3')
          ? { refused: true, failures: [{ _id: 'id-3', message: 'Gone' }] }
          : { refused: false },
      () => {},
    )
    expect(result.failed).toEqual([{ _id: 'id-3', message: 'Gone' }])
    expect(result.untouched).toEqual(all.slice(0, BULK_BATCH_SIZE).filter((id) => id !== 'id-3'))
    expect(result.done).toEqual(all.slice(BULK_BATCH_SIZE))
  })
})
