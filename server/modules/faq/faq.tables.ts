import type { ColumnType, Generated } from 'kysely'
import type { CreatedAt, Timestamp } from '../../db/columns'

type Status = 'active' | 'inactive'
type Counter = ColumnType<string, never, string>

/** A question and its answer (see 0015_content). Answers are sanitised HTML, never stored otherwise. */
export interface FaqsTable {
  id: Generated<string>
  /** The short number staff quote. */
  number: Generated<number>
  question_en: string
  question_th: string
  answer_en: Generated<string>
  answer_th: Generated<string>
  category_id: string
  status: ColumnType<Status, Status | undefined, Status>
  publish_start_date: Timestamp
  publish_end_date: Timestamp
  /** bigint counters, read as text. */
  views: Counter
  helpful: Counter
  not_helpful: Counter
  created_at: CreatedAt
  updated_at: Timestamp
  version: Generated<number>
}

export interface FaqTables {
  faqs: FaqsTable
}
