import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findRoute } from '../../../src/app/shell/areaRegistry'
import { VIEW_LIST_KEYS, VIEW_LISTS } from '../../../src/domain/viewLists'

const root = join(import.meta.dirname, '../../..')

/**
 * Paged lists that keep no saved views, and why: the coupon redeem history is one coupon's (its views
 * would hold one coupon's id), and the issue report is a part of the home screen, not a list screen.
 */
const WITHOUT_VIEWS = ['couponHistory', 'issues']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The list ids the screens hand usePagedList, literally or through a list of screens. */
function listIds(): string[] {
  const ids = new Set<string>()
  for (const file of sourceFiles(join(root, 'src/app'))) {
    const source = readFileSync(file, 'utf8')
    for (const [, id] of source.matchAll(/listId(?::\s*|=)["'`]([A-Za-z-]+)["'`]/g)) ids.add(id)
  }
  // Lists whose id is built: the two kinds of categories and the two kinds of section slides.
  for (const kind of ['article', 'faq']) ids.add(`${kind}-categories`)
  for (const group of ['bannerSlides', 'productSlides']) ids.add(group)
  return [...ids]
}

describe('the lists that keep saved views', () => {
  it('are every paged list of the screens, but those left out on purpose', () => {
    const missing = listIds().filter(
      (id) => !WITHOUT_VIEWS.includes(id) && !VIEW_LIST_KEYS.includes(id as never),
    )
    expect(missing).toEqual([])
  })

  it('name no list that does not exist, and open on a route of the dashboard that needs what they say', () => {
    const ids = listIds()
    for (const key of VIEW_LIST_KEYS) {
      expect(ids, key).toContain(key)
      const route = findRoute(VIEW_LISTS[key].routeId)
      expect(route, key).toBeDefined()
      expect(route?.needs, key).toEqual(VIEW_LISTS[key].needs)
    }
  })
})
