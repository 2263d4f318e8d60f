import type { components } from '../../../src/api/schema'
import type { Db } from '../../db/database'
import type { StorageDriver } from '../../lib/storage/storage'
import type { BannersTable } from './appearance.tables'
import { publishStateAt } from './appearanceRecords'

type Schemas = components['schemas']

/** Where a banner belongs: a home banner loop, or a section banner slide. */
export interface BannerOwner {
  table: 'banner_loops' | 'banner_slides'
  column: 'loop_id' | 'slide_id'
  id: string
}

export const loopOwner = (id: string): BannerOwner => ({ table: 'banner_loops', column: 'loop_id', id })
export const slideOwner = (id: string): BannerOwner => ({ table: 'banner_slides', column: 'slide_id', id })

export interface BannerRow {
  id: string
  loop_id: string | null
  slide_id: string | null
  position: number
  name: string
  hyperlink: string
  duration_seconds: number
  desktop_key: string
  tablet_key: string
  mobile_key: string
  start_at: Date
  end_at: Date
  version: number
  updated_at: Date
}

const BANNER_COLUMNS = [
  'id',
  'loop_id',
  'slide_id',
  'position',
  'name',
  'hyperlink',
  'duration_seconds',
  'desktop_key',
  'tablet_key',
  'mobile_key',
  'start_at',
  'end_at',
  'version',
  'updated_at',
] as const satisfies readonly (keyof BannersTable)[]

/** The banners of loops or slides, each owner's in its order. */
export async function bannersOf(db: Db, column: BannerOwner['column'], ownerIds: readonly string[]) {
  if (ownerIds.length === 0) return []
  return (await db
    .selectFrom('banners')
    .select(BANNER_COLUMNS)
    .where(column, 'in', ownerIds)
    .orderBy(column)
    .orderBy('position')
    .execute()) as BannerRow[]
}

export async function findBanner(
  db: Db,
  id: string,
  column: BannerOwner['column'],
): Promise<BannerRow | undefined> {
  return (await db
    .selectFrom('banners')
    .select(BANNER_COLUMNS)
    .where('id', '=', id)
    .where(column, 'is not', null)
    .executeTakeFirst()) as BannerRow | undefined
}

/** A banner as the contract has it, its three pictures with signed URLs. */
export async function bannerOf(
  storage: StorageDriver,
  row: BannerRow,
  now = new Date(),
): Promise<Schemas['Banner']> {
  const [desktop, tablet, mobile] = await Promise.all(
    [row.desktop_key, row.tablet_key, row.mobile_key].map((key) => storage.downloadUrl(key)),
  )
  return {
    _id: row.id,
    name: row.name,
    hyperlink: row.hyperlink,
    duration: row.duration_seconds,
    images: { desktop: row.desktop_key, tablet: row.tablet_key, mobile: row.mobile_key },
    imageUrls: { desktop, tablet, mobile },
    startAt: new Date(row.start_at).toISOString(),
    endAt: new Date(row.end_at).toISOString(),
    publishState: publishStateAt(new Date(row.start_at), new Date(row.end_at), now),
    position: row.position,
    ...(row.loop_id ? { loopId: row.loop_id } : {}),
    ...(row.slide_id ? { slideId: row.slide_id } : {}),
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
  }
}

/** Count and total duration of each owner's banners: what a loop or slide row shows. */
export async function bannerTotals(db: Db, column: BannerOwner['column'], ownerIds: readonly string[]) {
  const totals = new Map<string, { count: number; duration: number }>()
  if (ownerIds.length === 0) return totals
  const rows = await db
    .selectFrom('banners')
    .select((eb) => [
      eb.ref(column).as('owner'),
      eb.fn.countAll<string>().as('count'),
      eb.fn.sum<string>('duration_seconds').as('duration'),
    ])
    .where(column, 'in', ownerIds)
    .groupBy(column)
    .execute()
  for (const row of rows)
    totals.set(row.owner as string, { count: Number(row.count), duration: Number(row.duration ?? 0) })
  return totals
}
