import type { ColumnType, Generated } from 'kysely'
import type { CreatedAt, Timestamp } from '../../db/columns'

type Status = 'active' | 'inactive'

/** A news-and-article category or an FAQ category (see 0015_content): the two kinds share one shape. */
export interface CategoryTable {
  id: Generated<string>
  name: string
  status: ColumnType<Status, Status | undefined, Status>
  /** Kept by the items' triggers; read only. */
  item_count: ColumnType<number, never, never>
  created_at: CreatedAt
  updated_at: Timestamp
  version: Generated<number>
}

export interface ArticleCategoryTable extends CategoryTable {
  /** The storage key of the picture the dropdown shows, when it has one. */
  image_key: ColumnType<string | null, string | null | undefined, string | null>
}

export type ContentRecordType = 'article' | 'faq' | 'article_category' | 'faq_category'

/** Who changed which piece of content (articles, FAQs, their categories), when, and what. */
export interface ContentHistoryTable {
  id: Generated<string>
  record_type: ContentRecordType
  record_id: string
  actor_id: string | null
  actor_name: string
  action: string
  /** { field: { from, to } } of what the change touched, as JSON text. */
  changes: ColumnType<unknown, string | undefined, string>
  created_at: CreatedAt
}

export interface CategoriesTables {
  article_categories: ArticleCategoryTable
  faq_categories: CategoryTable
  content_history: ContentHistoryTable
}
