import type { TFunction } from 'i18next'
import type { BulkOutcome } from '../../api/bulk'
import type { BulkAction } from './BulkActionDialog'
import { statusBulkActions } from './statusBulkActions'

export interface SampleRecord {
  _id: string
  name: string
  status: 'active' | 'inactive'
}

export const SAMPLE_RECORDS: SampleRecord[] = [
  { _id: '1', name: 'How do I track my order?', status: 'active' },
  { _id: '2', name: 'Which payments are accepted?', status: 'active' },
  { _id: '3', name: 'How are points counted?', status: 'inactive' },
]

/** The server's answers a story stands in for: every batch done, or the second record refused. */
export const SAMPLE_ANSWERS = {
  done: async (): Promise<BulkOutcome> => ({ refused: false }),
  refused: async (): Promise<BulkOutcome> => ({
    refused: true,
    failures: [{ _id: '2', message: 'This FAQ was deleted by someone else.' }],
  }),
}

export const sampleActions = (
  t: TFunction,
  answer: keyof typeof SAMPLE_ANSWERS,
): BulkAction<SampleRecord>[] =>
  statusBulkActions<SampleRecord>({
    t,
    records: (count) => t('ui:bulk.records', { count }),
    run: SAMPLE_ANSWERS[answer],
    mayUpdate: true,
    mayDelete: true,
  })
