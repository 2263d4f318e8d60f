import type { components } from '../../../src/api/schema'
import {
  BANNER_DEVICES,
  type BannerDevice,
  MAX_BANNERS_PER_OWNER,
  validateBanner,
} from '../../../src/domain/appearance'
import { checkBannerImage } from '../../../src/domain/bannerImages'
import type { Language } from '../../../src/domain/constants'
import type { Db } from '../../db/database'
import type { StaffEditor } from '../../http/staffEditor'
import { AppError } from '../../lib/errors'
import { assertNoFieldErrors, fieldError } from '../../lib/fieldErrors'
import type { StorageDriver } from '../../lib/storage/storage'
import { keepDeleted } from '../changes/deletedRecords'
import { verifyStoredUpload } from '../uploads/storedUploads'
import { assertPeriod, bumpOwner, lockOwner } from './appearanceRecords'
import type { BannerOwner, BannerRow } from './bannerRows.queries'
import { loopBannerUndo, slideBannerUndo } from './bannerUndo'

type Schemas = components['schemas']
type BannerFields = Omit<Schemas['LoopBannerInput'], 'loopId'>

const NOT_FOUND = 'appearance.errors.banner_not_found'

/**
 * A picture for one device: the stored bytes must be the type the key announces (the upload checks),
 * then within the device's own size and pixel bounds, refused naming the field.
 */
async function verifyBannerImage(storage: StorageDriver, lang: Language, device: BannerDevice, key: string) {
  const stored = await verifyStoredUpload(storage, key, 'banner')
  const problem = checkBannerImage(device, stored.size, {
    width: stored.width ?? 0,
    height: stored.height ?? 0,
  })
  if (problem) throw fieldError(lang, `images.${device}`, problem.key, problem.vars)
}

/** The fields' own rules (as the form judges them), the period by the server's clock, then each new picture. */
async function checkedColumns(
  storage: StorageDriver,
  lang: Language,
  input: Partial<BannerFields>,
  current: BannerRow | null,
) {
  const merged = {
    name: (input.name ?? current?.name ?? '').trim(),
    hyperlink: (input.hyperlink ?? current?.hyperlink ?? '').trim(),
    duration: input.duration ?? current?.duration_seconds,
    images: input.images ?? {
      desktop: current?.desktop_key ?? '',
      tablet: current?.tablet_key ?? '',
      mobile: current?.mobile_key ?? '',
    },
  }
  const {
    startAt: _s,
    endAt: _e,
    ...fieldErrors
  } = validateBanner({ ...merged, startAt: 'x', endAt: 'x' }, { now: Date.now(), startMustBeFuture: false })
  assertNoFieldErrors(lang, fieldErrors)
  const period = assertPeriod(lang, input, current)
  for (const device of BANNER_DEVICES) {
    const key = merged.images[device]
    if (key !== current?.[`${device}_key`]) await verifyBannerImage(storage, lang, device, key)
  }
  return {
    name: merged.name,
    hyperlink: merged.hyperlink,
    duration_seconds: merged.duration as number,
    desktop_key: merged.images.desktop,
    tablet_key: merged.images.tablet,
    mobile_key: merged.images.mobile,
    start_at: period.startAt,
    end_at: period.endAt,
  }
}

/** Adds a banner at the end of its loop or slide, which is locked and its version raised. */
export async function createBanner(
  db: Db,
  storage: StorageDriver,
  lang: Language,
  owner: BannerOwner,
  input: BannerFields,
): Promise<string> {
  const exists = await db.selectFrom(owner.table).select('id').where('id', '=', owner.id).executeTakeFirst()
  if (!exists)
    throw new AppError(
      404,
      owner.table === 'banner_loops'
        ? 'appearance.errors.loop_not_found'
        : 'appearance.errors.slide_not_found',
    )
  const columns = await checkedColumns(storage, lang, input, null)
  return db.transaction().execute(async (trx) => {
    await lockOwner(trx, owner.table, owner.id, null)
    const { count } = await trx
      .selectFrom('banners')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where(owner.column, '=', owner.id)
      .executeTakeFirstOrThrow()
    if (Number(count) >= MAX_BANNERS_PER_OWNER)
      throw new AppError(400, 'appearance.errors.too_many_banners', { max: MAX_BANNERS_PER_OWNER })
    const { id } = await trx
      .insertInto('banners')
      .values({ ...columns, [owner.column]: owner.id, position: Number(count) })
      .returning('id')
      .executeTakeFirstOrThrow()
    await bumpOwner(trx, owner.table, owner.id)
    return id
  })
}

export async function updateBanner(
  db: Db,
  storage: StorageDriver,
  lang: Language,
  column: BannerOwner['column'],
  id: string,
  { version, ...input }: Schemas['BannerUpdate'],
): Promise<void> {
  const before = (await db
    .selectFrom('banners')
    .selectAll()
    .where('id', '=', id)
    .where(column, 'is not', null)
    .executeTakeFirst()) as BannerRow | undefined
  if (!before) throw new AppError(404, NOT_FOUND)
  const columns = await checkedColumns(storage, lang, input, before)
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('banners')
      .select(['version', 'name'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()
    if (!current) throw new AppError(404, NOT_FOUND)
    if (current.version !== version)
      throw new AppError(409, 'appearance.errors.banner_changed', { name: current.name })
    await trx
      .updateTable('banners')
      .set((eb) => ({ ...columns, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', id)
      .execute()
  })
}

/**
 * Removes a banner, kept for undo (answers where: server/modules/changes/deletedRecords.ts); those after
 * it move up one place and the owner's version is raised.
 */
export async function deleteBanner(
  db: Db,
  column: BannerOwner['column'],
  id: string,
  actor: StaffEditor,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const banner = await trx
      .selectFrom('banners')
      .select(['loop_id', 'slide_id', 'position'])
      .where('id', '=', id)
      .where(column, 'is not', null)
      .executeTakeFirst()
    if (!banner) throw new AppError(404, NOT_FOUND)
    const ownerId = (banner.loop_id ?? banner.slide_id) as string
    const table = column === 'loop_id' ? 'banner_loops' : 'banner_slides'
    await lockOwner(trx, table, ownerId, null)
    const kept = await keepDeleted(trx, column === 'loop_id' ? loopBannerUndo : slideBannerUndo, id, actor)
    await trx.deleteFrom('banners').where('id', '=', id).execute()
    await trx
      .updateTable('banners')
      .set((eb) => ({ position: eb('position', '-', 1) }))
      .where(column, '=', ownerId)
      .where('position', '>', banner.position)
      .execute()
    await bumpOwner(trx, table, ownerId)
    return kept
  })
}

/**
 * Puts an owner's banners in the order given, decided on `version`: a list that is not exactly the
 * owner's banners, or an owner changed since, is refused and nothing moves.
 */
export async function reorderBanners(
  db: Db,
  owner: BannerOwner,
  bannerIds: readonly string[],
  version: number,
) {
  await db.transaction().execute(async (trx) => {
    await lockOwner(trx, owner.table, owner.id, version)
    const held = await trx.selectFrom('banners').select('id').where(owner.column, '=', owner.id).execute()
    const heldIds = new Set(held.map((row) => row.id))
    if (heldIds.size !== bannerIds.length || bannerIds.some((bannerId) => !heldIds.has(bannerId)))
      throw new AppError(409, 'appearance.errors.order_stale')
    for (const [position, bannerId] of bannerIds.entries())
      await trx.updateTable('banners').set({ position }).where('id', '=', bannerId).execute()
    await bumpOwner(trx, owner.table, owner.id)
  })
}
