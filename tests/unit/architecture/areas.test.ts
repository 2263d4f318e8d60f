import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { modules } from '../../../server/modules/modules'
import { AREAS } from '../../../src/app/areas'

// Every area of src/app/areas.ts is a whole slice under its one slug (docs/adding-an-area.md): its
// paths and manifest, its texts with their `nav` part, its contract file, its typed calls and its server
// module, listed in server/modules/modules.ts.

const ROOT = join(import.meta.dirname, '../../..')
const exists = (path: string) => existsSync(join(ROOT, path))

/**
 * Areas whose server part is not built yet: no contract file, no typed calls and no handlers (their
 * module folder may already hold their tables). The list only shrinks: once an area has its handlers or
 * its line in server/modules/modules.ts, this test asks for its name to go.
 */
const NOT_YET_BUILT_ON_SERVER: string[] = []

const slugs = AREAS.map((area) => area.slug)
const serverModules = modules.map((module) => module.area)

function navOf(language: 'en' | 'th', slug: string): unknown {
  const path = `locales/${language}/${slug}.json`
  if (!exists(path)) return undefined
  return (JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as { nav?: unknown }).nav
}

/** The pieces of its slice an area lacks, by the path each should be at. */
function missingPieces(slug: string): string[] {
  const missing = [`src/app/${slug}/${slug}.paths.ts`, `src/app/${slug}/${slug}.area.ts`].filter(
    (path) => !exists(path),
  )
  for (const language of ['en', 'th'] as const) {
    const nav = navOf(language, slug)
    if (typeof nav !== 'object' || nav === null || Object.keys(nav).length === 0)
      missing.push(`locales/${language}/${slug}.json with its nav texts`)
  }
  if (NOT_YET_BUILT_ON_SERVER.includes(slug)) return missing
  missing.push(
    ...[`openapi/areas/${slug}.yaml`, `src/api/${slug}.ts`, `server/modules/${slug}/`].filter(
      (path) => !exists(path),
    ),
  )
  if (!serverModules.includes(slug)) missing.push(`its line in server/modules/modules.ts`)
  return missing
}

describe('each area of src/app/areas.ts is a whole slice', () => {
  it('has each piece of its slice', () => {
    const missing = Object.fromEntries(
      slugs.map((slug) => [slug, missingPieces(slug)]).filter(([, pieces]) => pieces.length > 0),
    )
    expect(missing).toEqual({})
  })

  it('is listed once', () => {
    expect(slugs.filter((slug, index) => slugs.indexOf(slug) !== index)).toEqual([])
  })

  it('lists only areas of src/app/areas.ts as not yet built on the server', () => {
    expect(NOT_YET_BUILT_ON_SERVER.filter((slug) => !slugs.includes(slug))).toEqual([])
  })

  it('takes an area off the not-yet-built list once its server module is there', () => {
    const built = NOT_YET_BUILT_ON_SERVER.filter(
      (slug) => exists(`server/modules/${slug}/${slug}.handlers.ts`) || serverModules.includes(slug),
    )
    expect(built, 'remove these from NOT_YET_BUILT_ON_SERVER').toEqual([])
  })
})
