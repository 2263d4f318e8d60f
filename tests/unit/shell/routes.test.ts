import { describe, expect, it } from 'vitest'
import { DASHBOARD_ROUTES, routeById } from '../../../src/app/shell/areaRegistry'
import { breadcrumbFor, matchDashboardPath, navRootOf } from '../../../src/app/shell/routeMatch'
import { fillPath } from '../../../src/domain/routes'

// Spec section 2, 'Dashboard routes', written out as it is there.
const SPEC_PATHS = `
home
order-management/order-list, full-order-detail/{id}, order-tracking/{id}, edit-order/{id}
inventory-management/product-list, update-product-image-&-video/{locationBase}/{id}
user-management/user-list, edit-user-information/{id}
internal-user-management/internal-user-list, create-new-internal-user-account, edit-internal-user-account/{id}
role-&-permission-management/role-list, create-new-role, edit-role/{id}
appearance-management/home-banner-management/banner-loop-list, create-new-banner-loop, edit-banner-loop/{id}, banner-list/{id}, banner-list/add-new-banner/{id}, banner-list/edit-banner/{id}
appearance-management/section-product-slide-management/slide-list, create-new-product-slide, edit-product-slide/{id}, product-list/{id}, product-list/add-new-product/{id}
appearance-management/section-banner-slide-management/slide-list, create-new-banner-slide, edit-banner-slide/{id}, banner-list/{id}, banner-list/add-new-banner/{id}, banner-list/edit-banner/{id}
appearance-management/home-page-template-management/template-list, create-new-template, edit-template/{id}
review-approval
push-notification/list, create-new-push-notification, edit-push-notification/{id}
profile
category-management/news-&-article-category/list, create-new-news-&-article-category, edit-news-&-article-category
category-management/faq-category/list, create-new-faq-category, edit-faq-category/{id}
news-&-article/list, full-article-detail, create-new-article, edit-article
coupon-management/coupon-list, create-new-coupon, edit-coupon, coupon-redeem-history
FAQ/list, create-new-FAQ, edit-FAQ/{id}, full-FAQ-detail/{id}
platform-statistic/home, user-access-history, internal-user-access-history, data-export-history
`

// Screens the spec does not show, designed in its style (DESIGN.md: "not shown" parts are ours).
const DESIGNED_PATHS = `
order-management/embed-tokens
coupon-management/coupon-dry-run
coupon-management/service-keys
coupon-management/create-new-service-key
`

function specPaths(): string[] {
  return `${SPEC_PATHS.trim()}\n${DESIGNED_PATHS.trim()}`
    .split('\n')
    .flatMap((line) => {
      const [first, ...rest] = line.split(', ')
      const base = first.includes('/') ? first.slice(0, first.lastIndexOf('/') + 1) : ''
      // Later entries of a line sit in the folder of its first entry.
      return [first, ...rest.map((entry) => base + entry)]
    })
    .map((path) => `/admin-dashboard/${path.replace(/\{(\w+)\}/g, ':$1')}`)
}

describe('the dashboard routes', () => {
  it('are exactly the paths of spec section 2, and the screens designed beyond it', () => {
    expect(DASHBOARD_ROUTES.map((route) => route.path).sort()).toEqual(specPaths().sort())
  })

  it('have unique ids and parents that exist', () => {
    const ids = DASHBOARD_ROUTES.map((route) => route.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const route of DASHBOARD_ROUTES) if (route.parent) expect(ids, route.id).toContain(route.parent)
  })

  it('take ?id= on the id-less edit and detail screens', () => {
    const withQuery = DASHBOARD_ROUTES.filter((route) => route.query?.includes('id')).map(
      (route) => route.path,
    )
    expect(withQuery.sort()).toEqual(
      [
        '/admin-dashboard/news-&-article/full-article-detail',
        '/admin-dashboard/news-&-article/edit-article',
        '/admin-dashboard/coupon-management/edit-coupon',
        '/admin-dashboard/coupon-management/coupon-redeem-history',
        '/admin-dashboard/coupon-management/coupon-dry-run',
        '/admin-dashboard/category-management/news-&-article-category/edit-news-&-article-category',
      ].sort(),
    )
  })

  it('match browser paths with their params', () => {
    expect(matchDashboardPath('/admin-dashboard/order-management/full-order-detail/64ab')).toMatchObject({
      route: { id: 'orders.detail' },
      params: { id: '64ab' },
    })
    expect(
      matchDashboardPath('/admin-dashboard/inventory-management/update-product-image-&-video/TH/p-1'),
    ).toMatchObject({ route: { id: 'inventory.media' }, params: { locationBase: 'TH', id: 'p-1' } })
    expect(matchDashboardPath('/admin-dashboard/role-&-permission-management/role-list/')?.route.id).toBe(
      'roles.list',
    )
    expect(matchDashboardPath('/admin-dashboard/FAQ/create-new-FAQ')?.route.id).toBe('faq.create')
    expect(matchDashboardPath('/admin-dashboard/no-such-screen')).toBeNull()
    expect(matchDashboardPath('/signin')).toBeNull()
  })

  it('build paths with their params, or say they cannot', () => {
    expect(fillPath(routeById('orders.tracking'), { id: 'a b' })).toBe(
      '/admin-dashboard/order-management/order-tracking/a%20b',
    )
    expect(fillPath(routeById('orders.tracking'))).toBeNull()
    expect(fillPath(routeById('coupons.list'))).toBe('/admin-dashboard/coupon-management/coupon-list')
  })
})

describe('the breadcrumb', () => {
  const trail = (path: string) => {
    const match = matchDashboardPath(path)
    if (!match) throw new Error(path)
    return breadcrumbFor(match).map((crumb) =>
      crumb.kind === 'group'
        ? `[${crumb.area}]`
        : `${crumb.id}${crumb.href ? ` -> ${crumb.href}` : ''}${crumb.current ? ' (current)' : ''}`,
    )
  }

  it('is Home alone on the home page', () => {
    expect(trail('/admin-dashboard/home')).toEqual(['home (current)'])
  })

  it('goes Home, list, current', () => {
    expect(trail('/admin-dashboard/coupon-management/create-new-coupon')).toEqual([
      'home -> /admin-dashboard/home',
      'coupons.list -> /admin-dashboard/coupon-management/coupon-list',
      'coupons.create (current)',
    ])
  })

  it('links a parent that names the same record', () => {
    expect(trail('/admin-dashboard/order-management/order-tracking/42')).toEqual([
      'home -> /admin-dashboard/home',
      'orders.list -> /admin-dashboard/order-management/order-list',
      'orders.detail -> /admin-dashboard/order-management/full-order-detail/42',
      'orders.tracking (current)',
    ])
  })

  it('shows the sidebar group, and leaves unlinked a parent whose record it cannot know', () => {
    expect(
      trail('/admin-dashboard/appearance-management/home-banner-management/banner-list/edit-banner/b7'),
    ).toEqual([
      'home -> /admin-dashboard/home',
      '[appearance]',
      'bannerLoops.list -> /admin-dashboard/appearance-management/home-banner-management/banner-loop-list',
      'bannerLoops.banners',
      'bannerLoops.editBanner (current)',
    ])
  })

  it('finds the sidebar entry of a screen deep below it', () => {
    expect(navRootOf(routeById('bannerLoops.editBanner'))?.id).toBe('bannerLoops.list')
    expect(navRootOf(routeById('profile'))).toBeNull()
  })
})
