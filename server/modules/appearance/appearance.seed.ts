// A home page for every country on a fresh start: loops of banners, section slides with the demo
// pictures and products, and a default template; some live now, some still to come, and on Thailand's
// page one overlap (a weekend flash loop over the monthly one) and one gap (no loop for two days), so
// the timeline has something to show.
import { COUNTRIES } from '../../../src/domain/constants'
import { fromZonedInput, toZonedInput } from '../../../src/domain/platformTime'
import type { Db } from '../../db/database'
import { DEMO_BANNER_PICTURES, demoPicture } from '../../seed/demoPictureKeys'

const DAY = 24 * 60 * 60 * 1000

/** Bangkok's midnight `days` from the day of `asOf`: schedules start and end at midnights. */
function midnight(asOf: Date, days: number): Date {
  const today = toZonedInput(asOf.toISOString()).slice(0, 10)
  return new Date(Date.parse(fromZonedInput(`${today}T00:00`)) + days * DAY)
}

interface DemoBanner {
  name: string
  hyperlink: string
  duration: number
}

const bannerValues = (
  banners: readonly DemoBanner[],
  owner: { loop_id?: string; slide_id?: string },
  period: { start_at: Date; end_at: Date },
  picture: number,
) =>
  banners.map((banner, position) => ({
    ...owner,
    ...period,
    position,
    name: banner.name,
    hyperlink: banner.hyperlink,
    duration_seconds: banner.duration,
    desktop_key: demoPicture(DEMO_BANNER_PICTURES.desktop, picture + position),
    tablet_key: demoPicture(DEMO_BANNER_PICTURES.tablet, picture + position),
    mobile_key: demoPicture(DEMO_BANNER_PICTURES.mobile, picture + position),
  }))

async function seedLoop(
  trx: Db,
  loop: {
    name: string
    country: string
    type: 'general' | 'promotion'
    sku: string | null
    start_at: Date
    end_at: Date
  },
  banners: readonly DemoBanner[],
  picture: number,
) {
  const { id } = await trx.insertInto('banner_loops').values(loop).returning('id').executeTakeFirstOrThrow()
  await trx
    .insertInto('banners')
    .values(bannerValues(banners, { loop_id: id }, { start_at: loop.start_at, end_at: loop.end_at }, picture))
    .execute()
}

async function seedBannerSlide(
  trx: Db,
  name: string,
  period: { start_at: Date; end_at: Date },
  banners: readonly DemoBanner[],
  picture: number,
) {
  const { id } = await trx
    .insertInto('banner_slides')
    .values({ name, ...period })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('banners')
    .values(bannerValues(banners, { slide_id: id }, period, picture))
    .execute()
  return id
}

export async function seedDemoAppearance(db: Db, asOf = new Date()): Promise<void> {
  const at = (days: number) => midnight(asOf, days)
  // The demo-data job calls it inside its part's transaction; alone, it makes its own.
  if (!db.isTransaction) return db.transaction().execute((trx) => seedDemoAppearance(trx, asOf))
  const trx = db
  const brands = await seedBannerSlide(
    trx,
    'Featured brands',
    { start_at: at(-3), end_at: at(20) },
    [
      { name: 'Herbal care', hyperlink: '/brands/herbal-care', duration: 5 },
      { name: 'Daily vitamins', hyperlink: '/brands/daily-vitamins', duration: 5 },
      { name: 'Home & kitchen', hyperlink: 'https://shop.example.com/brands/home', duration: 4 },
    ],
    0,
  )
  const arrivals = await seedBannerSlide(
    trx,
    'New arrivals',
    { start_at: at(7), end_at: at(40) },
    [
      { name: 'Just landed', hyperlink: '/new-arrivals', duration: 6 },
      { name: 'Members first', hyperlink: '/new-arrivals?members=1', duration: 4 },
    ],
    2,
  )
  const sections: {
    name: string
    icon: 'star' | 'fire' | 'sparkles'
    type: 'bannerSlide' | 'productSlide'
    slideId: string
    countdownEnd: Date | null
  }[] = [{ name: 'Featured brands', icon: 'star', type: 'bannerSlide', slideId: brands, countdownEnd: null }]
  for (const [n, country] of COUNTRIES.entries()) {
    const monthly = { start_at: at(-3), end_at: at(10) }
    await seedLoop(
      trx,
      {
        name: `${country.name}: this month`,
        country: country.code,
        type: 'general',
        sku: null,
        ...monthly,
      },
      [
        { name: 'Member week', hyperlink: '/promotions/member-week', duration: 4 },
        { name: 'Free delivery', hyperlink: '/promotions/free-delivery', duration: 5 },
        { name: 'Double PV', hyperlink: '/promotions/double-pv', duration: 6 },
      ],
      n,
    )
    const products = await trx
      .selectFrom('products')
      .select(['id', 'product_code'])
      .where('country', '=', country.code)
      .where('status', '=', 'active')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(6)
      .execute()
    const sku = products[0]?.product_code ?? null
    // Thailand's next loop starts two days after this month's ends (a gap); elsewhere the day it ends.
    const yearEnd = { start_at: at(country.code === 'TH' ? 12 : 10), end_at: at(45) }
    await seedLoop(
      trx,
      {
        name: `${country.name}: year-end sale`,
        country: country.code,
        type: sku ? 'promotion' : 'general',
        sku,
        ...yearEnd,
      },
      [
        { name: 'Year-end sale', hyperlink: '/promotions/year-end', duration: 5 },
        { name: 'Gift sets', hyperlink: '/promotions/gift-sets', duration: 5 },
      ],
      n + 1,
    )
    if (country.code === 'TH')
      await seedLoop(
        trx,
        {
          name: 'Thailand: flash weekend',
          country: 'TH',
          type: 'general',
          sku: null,
          start_at: at(8),
          end_at: at(11),
        },
        [{ name: 'Flash weekend', hyperlink: '/promotions/flash-weekend', duration: 3 }],
        n + 2,
      )
    const slide = await trx
      .insertInto('product_slides')
      .values({
        name: `${country.name}: best sellers`,
        country: country.code,
        start_at: at(-3),
        end_at: at(30),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (products.length > 0)
      await trx
        .insertInto('product_slide_items')
        .values(
          products.map((product, position) => ({ slide_id: slide.id, product_id: product.id, position })),
        )
        .execute()
    sections.push({
      name: `Best sellers in ${country.name}`,
      icon: 'fire',
      type: 'productSlide',
      slideId: slide.id,
      countdownEnd: country.code === 'TH' ? at(5) : null,
    })
  }
  sections.push({
    name: 'New arrivals',
    icon: 'sparkles',
    type: 'bannerSlide',
    slideId: arrivals,
    countdownEnd: null,
  })

  const template = await trx
    .insertInto('home_templates')
    .values({ name: 'Standard home', is_default: true })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('home_template_sections')
    .values(
      sections.map((section, position) => ({
        template_id: template.id,
        position,
        name: section.name,
        icon: section.icon,
        type: section.type,
        banner_slide_id: section.type === 'bannerSlide' ? section.slideId : null,
        product_slide_id: section.type === 'productSlide' ? section.slideId : null,
        countdown_enabled: section.countdownEnd !== null,
        countdown_start_at: section.countdownEnd ? at(-1) : null,
        countdown_end_at: section.countdownEnd,
      })),
    )
    .execute()
  const festive = await trx
    .insertInto('home_templates')
    .values({ name: 'Festive season' })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('home_template_sections')
    .values({
      template_id: festive.id,
      position: 0,
      name: 'Gift ideas',
      icon: 'star',
      type: 'bannerSlide',
      banner_slide_id: arrivals,
      countdown_enabled: false,
    })
    .execute()
}
