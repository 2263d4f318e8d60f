import { sameColumns, type UndoKind } from '../changes/undoKind'
import { ARTICLE_CATEGORIES, type CategoryKind, FAQ_CATEGORIES } from './categoryKinds'

/**
 * Undo of either kind of category: name, status and picture go back as they were. A category is deleted
 * empty (or after its items moved elsewhere, where they stay), so it comes back with no items: its
 * count starts again at 0.
 */
const categoryUndo = (kind: CategoryKind): UndoKind => ({
  kind: kind.recordType,
  feature: 'categories',
  table: kind.table,
  history: { table: 'content_history', recordColumn: 'record_id', recordType: kind.recordType },
  fields: {
    ...sameColumns('name', 'status', 'image_key'),
    itemsMovedTo: { notRevertible: 'changes.why_not.items_moved' },
  },
  versioned: true,
  trash: { dependents: [], resetColumns: { item_count: 0 }, label: (row) => String(row.name) },
})

export const articleCategoryUndo = categoryUndo(ARTICLE_CATEGORIES)
export const faqCategoryUndo = categoryUndo(FAQ_CATEGORIES)
