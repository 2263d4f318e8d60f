import { sameColumns, type UndoKind } from '../changes/undoKind'

/** Undo of articles: every edited column goes back as it was; a deleted article is kept to be restored. */
export const articleUndo: UndoKind = {
  kind: 'article',
  feature: 'newsArticles',
  table: 'articles',
  history: { table: 'content_history', recordColumn: 'record_id', recordType: 'article' },
  fields: sameColumns(
    'name_en',
    'name_th',
    'category_id',
    'status',
    'image_key',
    'start_publish_date',
    'end_publish_date',
    'content_en',
    'content_th',
  ),
  versioned: true,
  trash: { dependents: [], label: (row) => String(row.name_en) },
}
