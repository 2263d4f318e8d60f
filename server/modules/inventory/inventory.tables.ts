import type { ColumnType, Generated } from 'kysely'
import type { ProductFlag, ProductMediaType, ProductStatus } from '../../../src/domain/products'
import type { CreatedAt, Json, Timestamp } from '../../db/columns'

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>

/** numeric: read as exact decimal text ('1234.50'), written as a number or text. */
export type Decimal = ColumnType<string, number | string, number | string>

export interface ProductCategoriesTable {
  id: Generated<string>
  code: string
  name_th: string
  name_en: string
  image_key: Optional<string>
  status: Generated<'active' | 'inactive'>
  created_at: CreatedAt
  updated_at: Timestamp
}

export interface ProductsTable {
  id: Generated<string>
  /** Unique within its country. */
  product_code: string
  country: string
  category_id: Optional<string>
  name_th: string
  name_en: string
  description_th: Generated<string>
  description_en: Generated<string>
  unit: string
  member_price: Decimal
  personal_price: Decimal
  pv: Decimal
  weight_grams: Optional<number>
  stock: Generated<number>
  sold: Generated<number>
  rating: ColumnType<string | null, number | string | null | undefined, number | string | null>
  approved_review_count: Generated<number>
  status: Generated<ProductStatus>
  flag: Optional<ProductFlag>
  is_new: Generated<boolean>
  /** The sale period (the spec's sdate and edate). */
  sale_start_at: Optional<Date>
  sale_end_at: Optional<Date>
  created_at: CreatedAt
  updated_at: Timestamp
  version: Generated<number>
}

export interface ProductMediaTable {
  product_id: string
  position: number
  file_type: ProductMediaType
  /** The storage key of the uploaded file. */
  media_key: string
}

/** Staff changes to products (0014_inventory_product_history): who, when, what. */
export interface ProductHistoryTable {
  id: Generated<number>
  product_id: string
  actor_id: Optional<string>
  actor_name: string
  /** 'media': the images and video, as their keys in order. */
  action: string
  changes: Json<Record<string, { from: unknown; to: unknown }>>
  created_at: CreatedAt
}

export interface InventoryTables {
  product_categories: ProductCategoriesTable
  products: ProductsTable
  product_media: ProductMediaTable
  product_history: ProductHistoryTable
}
