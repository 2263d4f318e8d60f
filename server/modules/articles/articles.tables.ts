import type { ColumnType, Generated } from 'kysely'
import type { CreatedAt, Timestamp } from '../../db/columns'

type Status = 'active' | 'inactive'

/** A news article (see 0015_content). Contents are sanitised HTML, never stored otherwise. */
export interface ArticlesTable {
  id: Generated<string>
  name_en: string
  name_th: string
  category_id: string
  status: ColumnType<Status, Status | undefined, Status>
  /** The main image's storage key. */
  image_key: string
  start_publish_date: Timestamp
  end_publish_date: Timestamp
  content_en: Generated<string>
  content_th: Generated<string>
  /** bigint, read as text. */
  views: ColumnType<string, never, string>
  created_at: CreatedAt
  updated_at: Timestamp
  version: Generated<number>
}

export interface ArticlesTables {
  articles: ArticlesTable
}
