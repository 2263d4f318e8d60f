// Home-page templates: a name, whether it is the default, and its sections in order, each pointing at one
// slide. Exactly one template is the default at every moment: the first becomes it, and the switch moves
// it in one transaction under a table lock, so two staff switching at once never leave none or two.
import { sql } from 'kysely'
import type { components } from '../../../src/api/schema'
import { type HomeSectionFields, validateSections } from '../../../src/domain/appearance'
import type { Language } from '../../../src/domain/constants'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/errors'
import { assertNoFieldErrors } from '../../lib/fieldErrors'

type Schemas = components['schemas']
type SectionInput = Schemas['HomeSectionInput']

const NOT_FOUND = 'appearance.errors.template_not_found'

async function lockTemplates(trx: Db) {
  await sql`lock table home_templates in share row exclusive mode`.execute(trx)
}

/** Each section's rules, then its slide: it must exist and be of the section's type. */
async function assertSections(db: Db, lang: Language, sections: readonly SectionInput[]) {
  const fields: HomeSectionFields[] = sections.map((section) => ({
    ...section,
    name: section.name.trim(),
    countdown: { ...section.countdown },
  }))
  assertNoFieldErrors(lang, validateSections(fields))
  for (const [n, section] of sections.entries()) {
    const table = section.type === 'bannerSlide' ? 'banner_slides' : 'product_slides'
    const slide = await db.selectFrom(table).select('id').where('id', '=', section.slideId).executeTakeFirst()
    if (!slide)
      throw new AppError(400, 'appearance.errors.section_slide_missing', {
        position: n + 1,
        name: section.name,
      })
  }
}

async function writeSections(trx: Db, templateId: string, sections: readonly SectionInput[]) {
  await trx.deleteFrom('home_template_sections').where('template_id', '=', templateId).execute()
  if (sections.length === 0) return
  await trx
    .insertInto('home_template_sections')
    .values(
      sections.map((section, position) => ({
        template_id: templateId,
        position,
        name: section.name.trim(),
        icon: section.icon,
        type: section.type,
        banner_slide_id: section.type === 'bannerSlide' ? section.slideId : null,
        product_slide_id: section.type === 'productSlide' ? section.slideId : null,
        countdown_enabled: section.countdown.enabled,
        countdown_start_at: section.countdown.enabled ? (section.countdown.startAt ?? null) : null,
        countdown_end_at: section.countdown.enabled ? (section.countdown.endAt ?? null) : null,
      })),
    )
    .execute()
}

function assertName(lang: Language, name: string) {
  if (!name.trim()) assertNoFieldErrors(lang, { name: 'required_fields' })
}

async function currentDefault(trx: Db) {
  return trx
    .selectFrom('home_templates')
    .select(['id', 'name'])
    .where('is_default', '=', true)
    .executeTakeFirst()
}

export async function createTemplate(
  db: Db,
  lang: Language,
  input: Schemas['HomeTemplateInput'],
): Promise<string> {
  assertName(lang, input.name)
  await assertSections(db, lang, input.sections)
  return db.transaction().execute(async (trx) => {
    await lockTemplates(trx)
    const existing = await currentDefault(trx)
    if (existing && input.isDefault)
      throw new AppError(409, 'appearance.errors.second_default', { name: existing.name })
    const { id } = await trx
      .insertInto('home_templates')
      .values({ name: input.name.trim(), is_default: !existing })
      .returning('id')
      .executeTakeFirstOrThrow()
    await writeSections(trx, id, input.sections)
    return id
  })
}

export async function updateTemplate(
  db: Db,
  lang: Language,
  id: string,
  { version, ...input }: Schemas['HomeTemplateUpdate'],
) {
  if (input.name !== undefined) assertName(lang, input.name)
  if (input.sections) await assertSections(db, lang, input.sections)
  await db.transaction().execute(async (trx) => {
    await lockTemplates(trx)
    const current = await trx.selectFrom('home_templates').selectAll().where('id', '=', id).executeTakeFirst()
    if (!current) throw new AppError(404, NOT_FOUND)
    if (current.version !== version)
      throw new AppError(409, 'appearance.errors.template_changed', { name: current.name })
    if (input.isDefault === true && !current.is_default) {
      const existing = await currentDefault(trx)
      throw new AppError(409, 'appearance.errors.second_default', { name: existing?.name ?? '' })
    }
    if (input.isDefault === false && current.is_default)
      throw new AppError(400, 'appearance.errors.default_needed')
    await trx
      .updateTable('home_templates')
      .set((eb) => ({
        name: input.name?.trim() ?? current.name,
        version: eb('version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', id)
      .execute()
    if (input.sections) await writeSections(trx, id, input.sections)
  })
}

/** Makes `id` the default and the former default not, in one transaction. */
export async function makeDefault(db: Db, id: string, version: number) {
  await db.transaction().execute(async (trx) => {
    await lockTemplates(trx)
    const current = await trx
      .selectFrom('home_templates')
      .select(['version', 'name', 'is_default'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!current) throw new AppError(404, NOT_FOUND)
    if (current.version !== version)
      throw new AppError(409, 'appearance.errors.template_changed', { name: current.name })
    if (current.is_default) return
    await trx
      .updateTable('home_templates')
      .set((eb) => ({ is_default: false, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('is_default', '=', true)
      .execute()
    await trx
      .updateTable('home_templates')
      .set((eb) => ({ is_default: true, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', id)
      .execute()
  })
}

/** Templates with their sections in order and each section's slide name (and country for product slides). */
export async function templatesOf(db: Db, ids: readonly string[]): Promise<Schemas['HomeTemplate'][]> {
  if (ids.length === 0) return []
  const templates = await db.selectFrom('home_templates').selectAll().where('id', 'in', ids).execute()
  const sections = await db
    .selectFrom('home_template_sections as s')
    .leftJoin('banner_slides as b', 'b.id', 's.banner_slide_id')
    .leftJoin('product_slides as p', 'p.id', 's.product_slide_id')
    .selectAll('s')
    .select(['b.name as banner_slide_name', 'p.name as product_slide_name', 'p.country'])
    .where('s.template_id', 'in', ids)
    .orderBy('s.template_id')
    .orderBy('s.position')
    .execute()
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())
  const byId = new Map(templates.map((template) => [template.id, template]))
  return ids.flatMap((id) => {
    const template = byId.get(id)
    if (!template) return []
    return [
      {
        _id: template.id,
        name: template.name,
        isDefault: template.is_default,
        version: template.version,
        createdAt: new Date(template.created_at).toISOString(),
        updatedAt: new Date(template.updated_at).toISOString(),
        sections: sections
          .filter((section) => section.template_id === id)
          .map((section) => ({
            name: section.name,
            icon: section.icon,
            type: section.type,
            slideId: (section.banner_slide_id ?? section.product_slide_id) as string,
            slideName: section.banner_slide_name ?? section.product_slide_name ?? '',
            ...(section.country ? { countryCode: section.country as Schemas['AppearanceCountry'] } : {}),
            countdown: {
              enabled: section.countdown_enabled,
              startAt: iso(section.countdown_start_at),
              endAt: iso(section.countdown_end_at),
            },
          })),
      },
    ]
  })
}
