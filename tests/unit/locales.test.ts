import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const localeDir = (language: string) => join(root, 'locales', language)
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string' ? [path] : flatten(value, path)
  })
}

function keysOf(language: string): Set<string> {
  const keys = new Set<string>()
  for (const file of readdirSync(localeDir(language)).filter((name) => name.endsWith('.json'))) {
    const namespace = file.replace(/\.json$/, '')
    const tree = JSON.parse(readFileSync(join(localeDir(language), file), 'utf8')) as Tree
    for (const key of flatten(tree)) keys.add(`${namespace}:${key.replace(PLURAL_SUFFIX, '')}`)
  }
  return keys
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

const en = keysOf('en')
const th = keysOf('th')

describe('locales', () => {
  it('Thai has every English key', () => {
    expect([...en].filter((key) => !th.has(key))).toEqual([])
  })

  it('English has every Thai key', () => {
    expect([...th].filter((key) => !en.has(key))).toEqual([])
  })

  it('every key the app names exists in both languages', () => {
    // Literal 'ns:key' strings: t('auth:sign_in.title'), toast keys, machine message keys.
    const namespaces = new Set([...en].map((key) => key.split(':')[0]))
    // A literal may also name a group whose members the code picks by a suffix (a prefix of titles).
    const groupsOf = (keys: Set<string>) =>
      new Set(
        [...keys].flatMap((key) =>
          key
            .split('.')
            .slice(0, -1)
            .map((_, i, parts) => parts.slice(0, i + 1).join('.')),
        ),
      )
    const enGroups = groupsOf(en)
    const thGroups = groupsOf(th)
    const missing: string[] = []
    for (const file of sourceFiles(join(root, 'src'))) {
      const source = readFileSync(file, 'utf8')
      for (const [, namespace, key] of source.matchAll(/['"`]([a-zA-Z]+):([A-Za-z0-9_.-]+)['"`]/g)) {
        if (!namespaces.has(namespace)) continue
        const name = `${namespace}:${key}`
        const named = (en.has(name) || enGroups.has(name)) && (th.has(name) || thGroups.has(name))
        if (!named) missing.push(`${relative(root, file)}: ${name}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('finds the keys it checks', () => {
    expect(en.has('auth:sign_in.title')).toBe(true)
    expect(en.has('errors:session_expired')).toBe(true)
  })
})
