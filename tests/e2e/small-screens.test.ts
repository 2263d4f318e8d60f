import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settled } from '../support/accessibility'
import { newContext } from '../support/browser'
import { e2eSuite, submitSignIn } from '../support/e2e'
import { createStaff } from '../support/fixtures'
import { goToScreen } from '../support/shell'

/** A common phone: 390 CSS pixels wide. */
const PHONE = { width: 390, height: 844 }

const e2e = e2eSuite()
let staffId: string
let roleId: string

beforeAll(async () => {
  const staff = await createStaff(e2e.server.db, {
    roles: [{ name: 'Regional content and campaign coordinators', permissions: { orders: ['access'] } }],
  })
  staffId = staff.id
  const role = await e2e.server.db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'Regional content and campaign coordinators')
    .executeTakeFirstOrThrow()
  roleId = role.id
})

/**
 * The page's scroll width, and what sticks out past the right edge of the viewport (for a readable
 * failure): elements a scrolling or clipping box of their own keeps in (a table in its card) do not count.
 */
function overflow(page: Page) {
  return page.evaluate((width) => {
    // An absolutely placed element (an sr-only text) escapes a scrolling box that is not positioned.
    const keptIn = (element: Element) => {
      const placed = ['absolute', 'fixed'].includes(getComputedStyle(element).position)
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box)
        if (style.overflowX !== 'visible' && (!placed || style.position !== 'static'))
          return box.getBoundingClientRect().right <= width + 0.5
      }
      return false
    }
    const offenders = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && box.right > width + 0.5 && !keptIn(element)
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 80)}`)
    return { scrollWidth: document.documentElement.scrollWidth, offenders }
  }, PHONE.width)
}

async function expectFits(page: Page, path: string): Promise<void> {
  const { scrollWidth, offenders } = await overflow(page)
  expect(scrollWidth, `${path} is ${scrollWidth} px wide; past the edge: ${offenders.join(', ')}`).toBe(
    PHONE.width,
  )
}

const SIGNED_OUT = ['/signin', '/password-recovery-1', '/signup', '/error-404-not-found', '/privacy-policy']

const signedIn = () => [
  '/admin-dashboard/home',
  '/admin-dashboard/internal-user-management/internal-user-list',
  '/admin-dashboard/internal-user-management/create-new-internal-user-account',
  `/admin-dashboard/internal-user-management/edit-internal-user-account/${staffId}`,
  '/admin-dashboard/role-&-permission-management/role-list',
  '/admin-dashboard/role-&-permission-management/create-new-role',
  `/admin-dashboard/role-&-permission-management/edit-role/${roleId}`,
  '/admin-dashboard/profile',
  '/admin-dashboard/platform-statistic/internal-user-access-history',
  '/admin-dashboard/platform-statistic/user-access-history',
  '/admin-dashboard/platform-statistic/data-export-history',
  '/admin-dashboard/order-management/order-list',
  '/admin-dashboard/coupon-management/create-new-coupon',
  '/admin-dashboard/coupon-management/coupon-dry-run',
  '/admin-dashboard/coupon-management/service-keys',
  // The longest breadcrumb: Home / Appearance / the list / the product list / adding a product.
  '/admin-dashboard/appearance-management/section-product-slide-management/product-list/add-new-product/0d6f7c4e-1c1b-4c44-9b8e-2f1f6a0c5d11',
]

describe('at 390 px wide', () => {
  let page: Page
  beforeAll(async () => {
    page = await (await newContext(e2e.browser, e2e.server.baseUrl, { viewport: PHONE })).newPage()
  })
  afterAll(() => page?.context().close())

  // The first screen is loaded; the others are reached inside the app, as staff reach them.
  it('nothing overflows the signed-out pages', async () => {
    for (const [index, path] of SIGNED_OUT.entries()) {
      if (index === 0) await page.goto(path)
      else await goToScreen(page, path)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await expectFits(page, path)
    }
  })

  it.each(['en', 'th'])(
    'nothing overflows the screens in %s: the header fits, the breadcrumb truncates, tables scroll in their card',
    async (language) => {
      if (!page.url().includes('/admin-dashboard/')) {
        await page.goto('/signin')
        await submitSignIn(page, e2e.server.config.adminEmail, e2e.server.config.adminPassword)
        await page.waitForURL('**/admin-dashboard/home')
      }
      await page.evaluate((lang) => localStorage.setItem('i18nextLng', lang), language)
      // Loaded again in the language just chosen.
      for (const [index, path] of signedIn().entries()) {
        if (index === 0) await page.goto(path)
        else await goToScreen(page, path)
        await page.getByRole('heading', { level: 1 }).waitFor()
        // Lists and forms show their rows or fields once loaded.
        await settled(page)
        await expectFits(page, `${path} (${language})`)
      }
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'))
    },
    150_000,
  )

  it('opens the notification panel inside the screen', async () => {
    await page.goto('/admin-dashboard/home')
    await page.getByRole('button', { name: /^Notifications/ }).click()
    const panel = page.getByRole('dialog', { name: 'Notifications' })
    await panel.getByRole('heading', { name: 'Notifications' }).waitFor()
    const box = await panel.boundingBox()
    expect(box?.x).toBeGreaterThanOrEqual(0)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width)
    await expectFits(page, 'the notification panel')
    await page.keyboard.press('Escape')
  })
})
