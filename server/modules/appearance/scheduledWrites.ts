// Creating and editing banner loops, banner slides and product slides: their own fields checked as the
// forms check them, their periods by the server's clock, and every edit made on the version read.
import type { components } from '../../../src/api/schema'
import { loopTypeNeedsSku, validateLoop, validateSlide } from '../../../src/domain/appearance'
import type { Language } from '../../../src/domain/constants'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/errors'
import { assertNoFieldErrors } from '../../lib/fieldErrors'
import { assertPeriod, lockOwner, type OwnerTable } from './appearanceRecords'

type Schemas = components['schemas']

/** Only the fields' own rules: the period is judged by assertPeriod, which knows what an edit kept. */
function withoutPeriod<T extends { startAt?: unknown; endAt?: unknown }>(errors: T) {
  const { startAt: _start, endAt: _end, ...rest } = errors
  return rest
}

/** A product or promotion loop names a product of its own country. */
async function assertSkuOf(db: Db, type: string, sku: string | null, country: string) {
  if (!loopTypeNeedsSku(type as 'general') || !sku) return
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('country', '=', country)
    .where('product_code', '=', sku)
    .executeTakeFirst()
  if (!product) throw new AppError(400, 'appearance.errors.sku_unknown', { sku, country })
}

function loopColumns(
  lang: Language,
  input: Partial<Schemas['BannerLoopInput']>,
  current: Schemas['BannerLoopInput'] | null,
) {
  const merged = {
    name: (input.name ?? current?.name ?? '').trim(),
    country: input.country ?? current?.country ?? '',
    type: input.type ?? current?.type ?? 'general',
    sku: (input.sku === undefined ? current?.sku : input.sku)?.trim() ?? '',
  }
  assertNoFieldErrors(
    lang,
    withoutPeriod(validateLoop(merged, { now: Date.now(), startMustBeFuture: false })),
  )
  return { ...merged, sku: loopTypeNeedsSku(merged.type) ? merged.sku : null }
}

export async function createLoop(db: Db, lang: Language, input: Schemas['BannerLoopInput']): Promise<string> {
  const columns = loopColumns(lang, input, null)
  const period = assertPeriod(lang, input, null)
  await assertSkuOf(db, columns.type, columns.sku, columns.country)
  const { id } = await db
    .insertInto('banner_loops')
    .values({ ...columns, start_at: period.startAt, end_at: period.endAt })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export async function updateLoop(
  db: Db,
  lang: Language,
  id: string,
  { version, ...input }: Schemas['BannerLoopUpdate'],
) {
  await db.transaction().execute(async (trx) => {
    await lockOwner(trx, 'banner_loops', id, version)
    const current = await trx
      .selectFrom('banner_loops')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const columns = loopColumns(lang, input, {
      name: current.name,
      country: current.country as Schemas['AppearanceCountry'],
      type: current.type,
      sku: current.sku,
      startAt: '',
      endAt: '',
    })
    const period = assertPeriod(lang, input, current)
    await assertSkuOf(trx, columns.type, columns.sku, columns.country)
    await trx
      .updateTable('banner_loops')
      .set((eb) => ({
        ...columns,
        start_at: period.startAt,
        end_at: period.endAt,
        version: eb('version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', id)
      .execute()
  })
}

interface SlideInput {
  name?: string
  countryCode?: string
  startAt?: string
  endAt?: string
}

export async function createSlide(
  db: Db,
  lang: Language,
  table: Exclude<OwnerTable, 'banner_loops'>,
  input: SlideInput,
): Promise<string> {
  const needsCountry = table === 'product_slides'
  const name = (input.name ?? '').trim()
  const errors = validateSlide(
    { name, country: input.countryCode },
    { now: Date.now(), startMustBeFuture: false, needsCountry },
  )
  assertNoFieldErrors(lang, withoutPeriod(errors))
  const period = assertPeriod(lang, input, null)
  const values = { name, start_at: period.startAt, end_at: period.endAt }
  const inserted = needsCountry
    ? await db
        .insertInto('product_slides')
        .values({ ...values, country: input.countryCode as string })
        .returning('id')
        .executeTakeFirstOrThrow()
    : await db.insertInto('banner_slides').values(values).returning('id').executeTakeFirstOrThrow()
  const { id } = inserted
  return id
}

export async function updateSlide(
  db: Db,
  lang: Language,
  table: Exclude<OwnerTable, 'banner_loops'>,
  id: string,
  { version, ...input }: SlideInput & { version: number },
) {
  await db.transaction().execute(async (trx) => {
    const current = await lockOwner(trx, table, id, version)
    const name = (input.name ?? current.name).trim()
    assertNoFieldErrors(
      lang,
      withoutPeriod(
        validateSlide({ name }, { now: Date.now(), startMustBeFuture: false, needsCountry: false }),
      ),
    )
    const period = assertPeriod(lang, input, current)
    await trx
      .updateTable(table as 'banner_slides')
      .set((eb) => ({
        name,
        start_at: period.startAt,
        end_at: period.endAt,
        version: eb('version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', id)
      .execute()
  })
}
