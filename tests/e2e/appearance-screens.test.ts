import { describe, expect, it } from 'vitest'
import { seedDemoAppearance } from '../../server/modules/appearance/appearance.seed'
import { e2eSuite, signInAsAdmin } from '../support/e2e'
import { insertCategories, insertProducts } from '../support/products'
import { goToScreen, heading } from '../support/shell'

const e2e = e2eSuite(async (server) => {
  const categories = await insertCategories(server.db, 'screens')
  await insertProducts(server.db, { count: 8, prefix: 'SCREENTH', country: 'TH', categories })
  await seedDemoAppearance(server.db)
})

const BASE = '/admin-dashboard/appearance-management'

describe('the appearance screens', () => {
  it('shows every list, editor and content screen of the four sub-areas with the demo home page', async () => {
    const page = await signInAsAdmin(e2e)
    const { db } = e2e.server
    const loop = await db
      .selectFrom('banner_loops')
      .select('id')
      .where('name', '=', 'Thailand: flash weekend')
      .executeTakeFirstOrThrow()
    const banner = await db
      .selectFrom('banners')
      .select('id')
      .where('loop_id', '=', loop.id)
      .executeTakeFirstOrThrow()
    const slide = await db
      .selectFrom('banner_slides')
      .select('id')
      .where('name', '=', 'Featured brands')
      .executeTakeFirstOrThrow()
    const products = await db
      .selectFrom('product_slides')
      .select('id')
      .where('country', '=', 'TH')
      .executeTakeFirstOrThrow()
    const template = await db
      .selectFrom('home_templates')
      .select('id')
      .where('is_default', '=', true)
      .executeTakeFirstOrThrow()

    const screens: [string, string][] = [
      [`${BASE}/home-banner-management/banner-loop-list`, 'Banner loops'],
      [`${BASE}/home-banner-management/edit-banner-loop/${loop.id}`, 'Edit banner loop'],
      [`${BASE}/home-banner-management/banner-list/${loop.id}`, 'Banners in loop'],
      [`${BASE}/home-banner-management/banner-list/edit-banner/${banner.id}`, 'Edit banner'],
      [`${BASE}/section-banner-slide-management/slide-list`, 'Section banner slides'],
      [`${BASE}/section-banner-slide-management/create-new-banner-slide`, 'Create banner slide'],
      [`${BASE}/section-banner-slide-management/banner-list/${slide.id}`, 'Banners in slide'],
      [`${BASE}/section-product-slide-management/slide-list`, 'Section product slides'],
      [`${BASE}/section-product-slide-management/edit-product-slide/${products.id}`, 'Edit product slide'],
      [`${BASE}/section-product-slide-management/product-list/${products.id}`, 'Products in slide'],
      [
        `${BASE}/section-product-slide-management/product-list/add-new-product/${products.id}`,
        'Add product to slide',
      ],
      [`${BASE}/home-page-template-management/template-list`, 'Home-page templates'],
      [`${BASE}/home-page-template-management/edit-template/${template.id}`, 'Edit template'],
    ]
    for (const [path, title] of screens) {
      await goToScreen(page, path)
      await heading(page, title)
    }
    // The demo's Thai page: its loop overlap and gap are on the timeline.
    await goToScreen(page, `${BASE}/home-page-template-management/template-list`)
    await page
      .getByRole('button', {
        name: /^Banner loop: overlap of Thailand: flash weekend, Thailand: this month,/,
      })
      .first()
      .waitFor()
    await page
      .getByRole('button', { name: /^Banner loop: Gap \(nothing live\),/ })
      .first()
      .waitFor()
    const bestSellers = page.getByRole('region', { name: 'Best sellers in Thailand' })
    await expect.poll(() => bestSellers.getByRole('listitem').count()).toBe(6)
    await page.context().close()
  })
})
