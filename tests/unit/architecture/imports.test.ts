import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { AREAS } from '../../../src/app/areas'

// What a file of an area may import, checked on the files the imports name. Biome (biome.json) holds
// the rules of the layers, src/domain to src/commands; it matches the text of an import, which cannot
// tell another area's `*.paths.ts` from the rest of that area. See docs/adding-an-area.md.

const ROOT = join(import.meta.dirname, '../../..')
/** The folders below src/ that an area may import. */
const LAYERS = ['domain', 'stores', 'api', 'ui', 'machines', 'widgets', 'commands']
/** The folders of src/app that compose the areas instead of being one: the shell and the policy pages. */
const FRAME = ['shell', 'legal']
/** Slices outside the dashboard: App.tsx routes their pages, src/app/areas.ts does not list them. */
const OUTSIDE_DASHBOARD = ['auth']
/** What src/ holds beside its folders: the entry, its type declarations and the style sheet. */
const ENTRY_FILES = ['main.tsx', 'styles.css', 'vite-env.d.ts']

const RESOLVED_ENDINGS = ['', '.ts', '.tsx', '.d.ts']

function filesBelow(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(folder, entry.name)
    if (entry.isDirectory()) return filesBelow(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** The project files a source file imports (statically, dynamically or to re-export), as paths from the root. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true)
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const base = posix.join(dirname(file), specifier.split('?')[0])
      const found = RESOLVED_ENDINGS.map((ending) => base + ending).find(
        (candidate) => existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile(),
      )
      if (!found) throw new Error(`${file} imports '${specifier}', which names no file`)
      return found
    })
}

/** The area (or slice outside the dashboard) a file of src/app belongs to; null for the frame. */
function areaOf(file: string): string | null {
  const folder = /^src\/app\/([^/]+)\//.exec(file)?.[1]
  return folder && !FRAME.includes(folder) ? folder : null
}

/** Whether a file of `area` may import `target`: the layers, its own files and texts, other areas' paths. */
function areaMayImport(area: string, target: string): boolean {
  if (target.startsWith(`src/app/${area}/`)) return true
  const layer = /^src\/([^/]+)\//.exec(target)?.[1]
  if (layer && LAYERS.includes(layer)) return true
  const paths = /^src\/app\/([^/]+)\/([^/]+)\.paths\.ts$/.exec(target)
  if (paths && paths[1] === paths[2] && !FRAME.includes(paths[1])) return true
  return target === `locales/en/${area}.json` || target === `locales/th/${area}.json`
}

describe('what an area may import', () => {
  it('allows the layers, its own files and texts and other areas’ paths, and nothing else', () => {
    expect(areaMayImport('roles', 'src/app/roles/permissionMatrix.ts')).toBe(true)
    expect(areaMayImport('roles', 'src/api/roles.ts')).toBe(true)
    expect(areaMayImport('roles', 'src/ui/pagedList/PagedList.tsx')).toBe(true)
    expect(areaMayImport('roles', 'src/app/home/home.paths.ts')).toBe(true)
    expect(areaMayImport('roles', 'locales/th/roles.json')).toBe(true)
    expect(areaMayImport('roles', 'src/app/internalUsers/RolePicker.tsx')).toBe(false)
    expect(areaMayImport('roles', 'src/app/internalUsers/internalUsers.area.ts')).toBe(false)
    expect(areaMayImport('roles', 'src/app/shell/areaRegistry.ts')).toBe(false)
    expect(areaMayImport('roles', 'src/app/areas.ts')).toBe(false)
    expect(areaMayImport('roles', 'src/app/paths.ts')).toBe(false)
    expect(areaMayImport('roles', 'src/main.tsx')).toBe(false)
    expect(areaMayImport('roles', 'locales/en/internalUsers.json')).toBe(false)
    expect(areaMayImport('roles', 'server/modules/roles/roles.queries.ts')).toBe(false)
  })

  it('holds for every file of every area and of the slices outside the dashboard', () => {
    const refused = filesBelow('src/app').flatMap((file) => {
      const area = areaOf(file)
      if (!area) return []
      return importsOf(file)
        .filter((target) => !areaMayImport(area, target))
        .map((target) => `${file} → ${target}`)
    })
    expect(refused).toEqual([])
  })

  it('knows every folder of src/app: an area of src/app/areas.ts, a slice outside the dashboard or the frame', () => {
    const folders = readdirSync(join(ROOT, 'src/app'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    const known = [...AREAS.map((area) => area.slug), ...OUTSIDE_DASHBOARD, ...FRAME]
    expect(folders.filter((folder) => !known.includes(folder))).toEqual([])
  })
})

describe('the folders of src/', () => {
  it('are the layers the linter restricts and the app; beside them stands only the entry', () => {
    const entries = readdirSync(join(ROOT, 'src'), { withFileTypes: true })
    const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name)
    const files = entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
    expect(folders.filter((folder) => folder !== 'app' && !LAYERS.includes(folder))).toEqual([])
    expect(files.filter((file) => !ENTRY_FILES.includes(file))).toEqual([])
  })
})
