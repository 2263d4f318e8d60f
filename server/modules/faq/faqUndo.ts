import { sameColumns, type UndoKind } from '../changes/undoKind'

/** Undo of FAQs: every edited column goes back as it was; a deleted FAQ is kept to be restored. */
export const faqUndo: UndoKind = {
  kind: 'faq',
  feature: 'faq',
  table: 'faqs',
  history: { table: 'content_history', recordColumn: 'record_id', recordType: 'faq' },
  fields: sameColumns(
    'question_en',
    'question_th',
    'answer_en',
    'answer_th',
    'category_id',
    'status',
    'publish_start_date',
    'publish_end_date',
  ),
  versioned: true,
  trash: { dependents: [], label: (row) => String(row.question_en) },
}
