import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const uiDir = join(import.meta.dirname, '../../../src/ui')

function partFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return partFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.stories.') ? [path] : []
  })
}

describe('the shared parts', () => {
  // The `ui` texts arrive with the first part on screen (src/ui/locales.ts), so a part that shows them
  // must load them itself rather than count on a sibling having done it.
  it('load the ui texts they show', () => {
    const relying = partFiles(uiDir).filter((file) => {
      const source = readFileSync(file, 'utf8')
      return /['"`]ui:/.test(source) && !/^import '\.{1,2}\/(\.\.\/)*locales'$/m.test(source)
    })
    expect(relying.map((file) => relative(uiDir, file))).toEqual([])
  })
})
