import type { FastifyReply } from 'fastify'
import { sql } from 'kysely'
import type { components } from '../../../src/api/schema'
import { composeHomeAt, liveAt } from '../../../src/domain/appearanceSchedule'
import { timelineOf } from '../../../src/domain/appearanceTimeline'
import type { OperationRequest } from '../../http/defineHandlers'
import { LAST_INSTANT } from '../../lib/dateTimes'
import { AppError } from '../../lib/errors'
import { pageOf } from '../../lib/paging'
import { containsPattern, searchOf } from '../../lib/search'
import { bannerOf, bannersOf } from './bannerRows.queries'
import { cachedAnswer, MAX_CACHE_SECONDS } from './cachedAnswer'
import { nextChangeAfter, readSchedule } from './scheduleRows.queries'
import { createTemplate, makeDefault, templatesOf, updateTemplate } from './templates'

type Schemas = components['schemas']
type Db = OperationRequest<'getHomeTemplate'>['server']['db']
const DAY = 24 * 60 * 60 * 1000
const DEFAULT_TIMELINE_DAYS = 28

async function templateDetail(db: Db, id: string) {
  const [template] = await templatesOf(db, [id])
  if (!template) throw new AppError(404, 'appearance.errors.template_not_found')
  return template
}

/** The instant asked about (`at`), or now by the server's clock; and a minute after, to know how long it holds. */
function instantOf(at: string | undefined) {
  const instant = at ? Date.parse(at) : Date.now()
  // Never past the last instant the database can hold, however late the instant asked about.
  const to = Math.min(instant + MAX_CACHE_SECONDS * 1000 + 1, LAST_INSTANT)
  return { instant, from: new Date(instant), to: new Date(to) }
}

export const homeHandlers = {
  async listHomeTemplates(
    request: OperationRequest<'listHomeTemplates'>,
  ): Promise<Schemas['HomeTemplatePage']> {
    const page = pageOf(request.query)
    const { db } = request.server
    let query = db.selectFrom('home_templates')
    const search = searchOf(request.query.search)
    if (search) query = query.where(sql<string>`lower(name)`, 'like', containsPattern(search))
    const rows = await query
      .select('id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute()
    const { total } = await query
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow()
    const data = await templatesOf(
      db,
      rows.map((row) => row.id),
    )
    return { data, total: Number(total), page: page.page, limit: page.limit }
  },
  async createHomeTemplate(request: OperationRequest<'createHomeTemplate'>, reply: FastifyReply) {
    const id = await createTemplate(request.server.db, request.lang, request.body)
    reply.code(201)
    return templateDetail(request.server.db, id)
  },
  getHomeTemplate: (request: OperationRequest<'getHomeTemplate'>) =>
    templateDetail(request.server.db, request.params.id),
  async updateHomeTemplate(request: OperationRequest<'updateHomeTemplate'>) {
    await updateTemplate(request.server.db, request.lang, request.params.id, request.body)
    return templateDetail(request.server.db, request.params.id)
  },
  async makeHomeTemplateDefault(request: OperationRequest<'makeHomeTemplateDefault'>) {
    await makeDefault(request.server.db, request.params.id, request.body.version)
    return templateDetail(request.server.db, request.params.id)
  },

  async getHomeComposition(request: OperationRequest<'getHomeComposition'>, reply: FastifyReply) {
    const { db, storage } = request.server
    const { device, countryCode, at } = request.query
    const { instant, from, to } = instantOf(at)
    const schedule = await readSchedule(db, storage, request.lang, { from, to, country: countryCode })
    const home = composeHomeAt(schedule, instant, {
      device,
      country: countryCode,
    }) as Schemas['HomeComposition']
    return cachedAnswer(request, reply, home, { at: instant, nextChange: nextChangeAfter(schedule, instant) })
  },

  async getHomeTimeline(request: OperationRequest<'getHomeTimeline'>): Promise<Schemas['HomeTimeline']> {
    const { db, storage } = request.server
    const { device, countryCode } = request.query
    const from = request.query.from ? Date.parse(request.query.from) : Date.now()
    const to = Math.min(from + (request.query.days ?? DEFAULT_TIMELINE_DAYS) * DAY, LAST_INSTANT)
    const schedule = await readSchedule(db, storage, request.lang, {
      from: new Date(from),
      to: new Date(to),
      country: countryCode,
    })
    const timeline = timelineOf(schedule, { from, to }, { device, country: countryCode })
    return { ...timeline, device, country: countryCode }
  },

  async listActiveBannerSlides(request: OperationRequest<'listActiveBannerSlides'>, reply: FastifyReply) {
    const { db, storage } = request.server
    const { instant, from, to } = instantOf(request.query.at)
    const schedule = await readSchedule(db, storage, request.lang, { from, to })
    const live = liveAt(schedule.bannerSlides, instant)
    const rows = await bannersOf(
      db,
      'slide_id',
      live.map((slide) => slide.id),
    )
    const at = new Date(instant)
    const data = await Promise.all(
      live.map(async (slide) => ({
        _id: slide.id,
        name: slide.name,
        startAt: slide.startAt,
        endAt: slide.endAt,
        banners: await Promise.all(
          rows
            .filter((row) => row.slide_id === slide.id && row.start_at <= at && at < row.end_at)
            .map((row) => bannerOf(storage, row, at)),
        ),
      })),
    )
    const body: Schemas['ActiveBannerSlides'] = { data, at: at.toISOString() }
    return cachedAnswer(request, reply, body, { at: instant, nextChange: nextChangeAfter(schedule, instant) })
  },

  async listActiveProductSlides(request: OperationRequest<'listActiveProductSlides'>, reply: FastifyReply) {
    const { db, storage } = request.server
    const { countryCode } = request.query
    const { instant, from, to } = instantOf(request.query.at)
    const schedule = await readSchedule(db, storage, request.lang, { from, to, country: countryCode })
    const data = liveAt(schedule.productSlides, instant).map((slide) => ({
      _id: slide.id,
      name: slide.name,
      startAt: slide.startAt,
      endAt: slide.endAt,
      products: [...slide.products],
    }))
    const body: Schemas['ActiveProductSlides'] = { data, countryCode, at: new Date(instant).toISOString() }
    return cachedAnswer(request, reply, body, { at: instant, nextChange: nextChangeAfter(schedule, instant) })
  },
}
