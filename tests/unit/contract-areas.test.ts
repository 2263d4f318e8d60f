import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { loadContract } from '../../server/contract'

/**
 * The contract's source files: the root, the shared parts and one file per area. The bundler forgives
 * what would go unseen: a path not listed in the root is left out, a component nobody refers to is
 * dropped, two components of one name are renamed `Name-2`, and the linters stop resolving references
 * that go round in a circle. These tests refuse each.
 */

type Node = Record<string, unknown>
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options'])
const AREA_FILES = readdirSync('openapi/areas').filter((file) => file.endsWith('.yaml'))
const areaOf = (file: string) => file.replace(/\.yaml$/, '')
const source = (file: string) => parse(readFileSync(`openapi/${file}`, 'utf8')) as Node
const files = ['openapi.yaml', 'shared.yaml', ...AREA_FILES.map((file) => `areas/${file}`)]
const sources = new Map(files.map((file) => [file, source(file)]))
const bundled = loadContract()

function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsIn(item, found)
  else if (node !== null && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value)
      else refsIn(value, found)
    }
  return found
}

/** The files a source file refers to, as paths below openapi/. */
function referredFiles(file: string): string[] {
  const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : ''
  const targets = refsIn(sources.get(file))
    .map((ref) => ref.split('#')[0])
    .filter((target) => target !== '')
    .map((target) => new URL(target, `file:///${folder}`).pathname.slice(1))
  return [...new Set(targets)]
}

describe('the contract is split into areas and bundled whole', () => {
  it('lists every path of every area in the root, pointing at that area', () => {
    const rootPaths = (sources.get('openapi.yaml') as { paths: Record<string, { $ref: string }> }).paths
    const listed = Object.entries(rootPaths).map(([path, item]) => [path, item.$ref])
    const declared = AREA_FILES.flatMap((file) =>
      Object.keys((sources.get(`areas/${file}`) as { paths: Node }).paths).map((path) => [
        path,
        `areas/${file}#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      ]),
    )
    expect(listed.sort()).toEqual(declared.sort())
  })

  it("tags each operation with its area's slug, a tag the root declares", () => {
    const tags = (sources.get('openapi.yaml') as { tags: { name: string }[] }).tags.map((tag) => tag.name)
    for (const file of AREA_FILES) {
      expect(tags, file).toContain(areaOf(file))
      const paths = (sources.get(`areas/${file}`) as { paths: Record<string, Record<string, Node>> }).paths
      for (const [path, item] of Object.entries(paths))
        for (const [method, operation] of Object.entries(item))
          if (METHODS.has(method)) expect(operation.tags, `${method} ${path}`).toEqual([areaOf(file)])
    }
  })

  it('names each component once across all files, and the bundle keeps each under its name', () => {
    const seen = new Map<string, string>()
    for (const [file, doc] of sources) {
      const components = (doc.components ?? {}) as Record<string, Node>
      for (const [kind, entries] of Object.entries(components))
        for (const name of Object.keys(entries)) {
          const key = `${kind}/${name}`
          expect(seen.get(key), `${key} in ${file}`).toBeUndefined()
          seen.set(key, file)
          expect((bundled.components as Record<string, Node>)[kind]?.[name], `${key} of ${file}`).toEqual(
            expect.anything(),
          )
        }
    }
    const bundledKeys = Object.entries(bundled.components as Record<string, Node>).flatMap(
      ([kind, entries]) => Object.keys(entries).map((name) => `${kind}/${name}`),
    )
    expect(bundledKeys.sort()).toEqual([...seen.keys()].sort())
  })

  it('refers between files without a circle, so the linters resolve every reference', () => {
    const visiting = new Set<string>()
    const done = new Set<string>()
    const visit = (file: string, trail: string[]) => {
      if (done.has(file)) return
      expect(visiting.has(file), `a circle: ${[...trail, file].join(' → ')}`).toBe(false)
      visiting.add(file)
      for (const target of referredFiles(file)) {
        expect(sources.has(target), `${file} refers to ${target}`).toBe(true)
        visit(target, [...trail, file])
      }
      visiting.delete(file)
      done.add(file)
    }
    for (const file of files) visit(file, [])
  })
})
