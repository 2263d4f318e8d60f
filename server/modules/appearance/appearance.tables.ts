import type { Generated } from 'kysely'
import type { BannerLoopType, HomeSectionIcon, HomeSectionType } from '../../../src/domain/appearance'
import type { CreatedAt, Timestamp } from '../../db/columns'

interface Scheduled {
  id: Generated<string>
  name: string
  start_at: Timestamp
  end_at: Timestamp
  version: Generated<number>
  created_at: CreatedAt
  updated_at: Generated<Date>
}

export interface BannerLoopsTable extends Scheduled {
  country: string
  type: BannerLoopType
  /** The product a product or promotion loop leads to; null for a general loop. */
  sku: string | null
}

export type BannerSlidesTable = Scheduled

export interface BannersTable extends Scheduled {
  /** Exactly one of the two: the loop or the slide holding the banner. */
  loop_id: string | null
  slide_id: string | null
  position: number
  hyperlink: string
  duration_seconds: number
  desktop_key: string
  tablet_key: string
  mobile_key: string
}

export interface ProductSlidesTable extends Scheduled {
  country: string
}

export interface ProductSlideItemsTable {
  slide_id: string
  product_id: string
  position: number
}

export interface HomeTemplatesTable {
  id: Generated<string>
  name: string
  is_default: Generated<boolean>
  version: Generated<number>
  created_at: CreatedAt
  updated_at: Generated<Date>
}

export interface HomeTemplateSectionsTable {
  template_id: string
  position: number
  name: string
  icon: HomeSectionIcon
  type: HomeSectionType
  banner_slide_id: string | null
  product_slide_id: string | null
  countdown_enabled: boolean
  countdown_start_at: Timestamp | null
  countdown_end_at: Timestamp | null
}

export interface AppearanceTables {
  banner_loops: BannerLoopsTable
  banner_slides: BannerSlidesTable
  banners: BannersTable
  product_slides: ProductSlidesTable
  product_slide_items: ProductSlideItemsTable
  home_templates: HomeTemplatesTable
  home_template_sections: HomeTemplateSectionsTable
}
