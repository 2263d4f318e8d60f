// The schedule the home page is composed from, read once for an instant or a stretch of time: the loops,
// slides and banners whose periods reach into it, the products of those slides, and the default template.

import type { HomeSectionIcon, HomeSectionType } from '../../../src/domain/appearance'
import type { Schedule, ScheduledBanner } from '../../../src/domain/appearanceSchedule'
import type { Language } from '../../../src/domain/constants'
import type { Db } from '../../db/database'
import type { StorageDriver } from '../../lib/storage/storage'
import { type BannerRow, bannersOf } from './bannerRows.queries'
import { productsOfSlides } from './slideProducts'

const iso = (value: Date | string) => new Date(value).toISOString()

async function scheduledBanners(storage: StorageDriver, rows: readonly BannerRow[]) {
  const byOwner = new Map<string, ScheduledBanner[]>()
  for (const row of rows) {
    const [desktop, tablet, mobile] = await Promise.all(
      [row.desktop_key, row.tablet_key, row.mobile_key].map((key) => storage.downloadUrl(key)),
    )
    const owner = (row.loop_id ?? row.slide_id) as string
    const list = byOwner.get(owner) ?? []
    list.push({
      id: row.id,
      name: row.name,
      hyperlink: row.hyperlink,
      duration: row.duration_seconds,
      images: { desktop, tablet, mobile },
      startAt: iso(row.start_at),
      endAt: iso(row.end_at),
    })
    byOwner.set(owner, list)
  }
  return byOwner
}

/** Everything live at some instant of [from, to), for one country's loops and product slides, or all. */
export async function readSchedule(
  db: Db,
  storage: StorageDriver,
  lang: Language,
  range: { from: Date; to: Date; country?: string },
): Promise<Schedule> {
  const within = <T extends 'banner_loops' | 'banner_slides' | 'product_slides'>(table: T) => {
    let query = db
      .selectFrom(table as 'banner_loops')
      .selectAll()
      .where('start_at', '<', range.to)
      .where('end_at', '>', range.from)
    if (range.country && table !== 'banner_slides') query = query.where('country', '=', range.country)
    return query.orderBy('start_at').orderBy('id').execute()
  }
  const [loops, bannerSlides, productSlides] = await Promise.all([
    within('banner_loops'),
    within('banner_slides'),
    within('product_slides'),
  ])
  const loopBanners = await scheduledBanners(
    storage,
    await bannersOf(
      db,
      'loop_id',
      loops.map((loop) => loop.id),
    ),
  )
  const slideBanners = await scheduledBanners(
    storage,
    await bannersOf(
      db,
      'slide_id',
      bannerSlides.map((slide) => slide.id),
    ),
  )
  const products = await productsOfSlides(
    db,
    productSlides.map((slide) => slide.id),
  )
  const productUrls = await Promise.all(
    products.map((row) => (row.cover_key ? storage.downloadUrl(row.cover_key) : Promise.resolve(null))),
  )
  const template = await db
    .selectFrom('home_templates')
    .selectAll()
    .where('is_default', '=', true)
    .executeTakeFirst()
  const sections = template
    ? await db
        .selectFrom('home_template_sections as s')
        .leftJoin('product_slides as p', 'p.id', 's.product_slide_id')
        .selectAll('s')
        .select('p.country')
        .where('s.template_id', '=', template.id)
        .orderBy('s.position')
        .execute()
    : []
  return {
    loops: loops.map((loop) => ({
      id: loop.id,
      name: loop.name,
      country: loop.country,
      startAt: iso(loop.start_at),
      endAt: iso(loop.end_at),
      banners: loopBanners.get(loop.id) ?? [],
    })),
    bannerSlides: bannerSlides.map((slide) => ({
      id: slide.id,
      name: slide.name,
      startAt: iso(slide.start_at),
      endAt: iso(slide.end_at),
      banners: slideBanners.get(slide.id) ?? [],
    })),
    productSlides: (productSlides as ((typeof productSlides)[number] & { country: string })[]).map(
      (slide) => ({
        id: slide.id,
        name: slide.name,
        country: slide.country,
        startAt: iso(slide.start_at),
        endAt: iso(slide.end_at),
        products: products.flatMap((row, n) =>
          row.slide_id === slide.id
            ? [
                {
                  id: row.id,
                  productCode: row.product_code,
                  name: lang === 'th' ? row.name_th : row.name_en,
                  imageUrl: productUrls[n],
                },
              ]
            : [],
        ),
      }),
    ),
    templates: template
      ? [
          {
            id: template.id,
            name: template.name,
            isDefault: true,
            sections: sections.map((section) => ({
              name: section.name,
              icon: section.icon as HomeSectionIcon,
              type: section.type as HomeSectionType,
              slideId: (section.banner_slide_id ?? section.product_slide_id) as string,
              country: section.country,
              countdown: {
                enabled: section.countdown_enabled,
                startAt: section.countdown_start_at ? iso(section.countdown_start_at) : null,
                endAt: section.countdown_end_at ? iso(section.countdown_end_at) : null,
              },
            })),
          },
        ]
      : [],
  }
}

/** The first instant after `at` where anything of the schedule starts or ends: until then an answer holds. */
export function nextChangeAfter(schedule: Schedule, at: number): number | null {
  let next: number | null = null
  const periods = [
    ...schedule.loops.flatMap((loop) => [loop, ...loop.banners]),
    ...schedule.bannerSlides.flatMap((slide) => [slide, ...slide.banners]),
    ...schedule.productSlides,
  ]
  for (const period of periods)
    for (const instant of [Date.parse(period.startAt), Date.parse(period.endAt)])
      if (instant > at && (next === null || instant < next)) next = instant
  return next
}
