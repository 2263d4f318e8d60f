/// <reference types="vitest/config" />
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

// `locales/<language>/<namespace>.json?nav`: only the file's `nav` part (an empty object when it has
// none), so the shell's texts carry every area's navigation texts without the rest of its namespace,
// which loads with the area's first screen. `?nav` leaves out the palette's part of it (`commands`, the
// command titles, and `search`), which `?nav-palette` holds alone: the first screen shows none of it, so
// it loads with the palette. Read from the file here because Vite's JSON import would bring the whole
// file; the id does not end in `.json`, so the JSON plugin leaves it alone.
const NAV_QUERIES = { '?nav': 'shown', '?nav-palette': 'palette' } as const
const PALETTE_PARTS = ['commands', 'search']
const NAV_ID_PREFIX = '\0locale-nav:'

function navPart(nav: Record<string, unknown>, part: 'shown' | 'palette'): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(nav).filter(([key]) => PALETTE_PARTS.includes(key) === (part === 'palette')),
  )
}

function localeNavTexts(): Plugin {
  return {
    name: 'locale-nav-texts',
    enforce: 'pre',
    resolveId(source, importer) {
      const query = Object.keys(NAV_QUERIES).find((ending) => source.endsWith(ending))
      if (!query || !importer) return null
      const file = resolve(importer, '..', source.slice(0, -query.length))
      return `${NAV_ID_PREFIX}${NAV_QUERIES[query as keyof typeof NAV_QUERIES]}:${file}.nav.js`
    },
    async load(id) {
      if (!id.startsWith(NAV_ID_PREFIX)) return null
      const [part, ...rest] = id.slice(NAV_ID_PREFIX.length, -'.nav.js'.length).split(':')
      const file = rest.join(':')
      this.addWatchFile(file)
      const { nav = {} } = JSON.parse(await readFile(file, 'utf8')) as { nav?: Record<string, unknown> }
      return `export default ${JSON.stringify(navPart(nav, part as 'shown' | 'palette'))}`
    },
  }
}

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000'
const postgresUrl = process.env.TEST_DATABASE_URL

/** The API suite on one database: every file starts servers of its own, so files share a worker's modules. */
const apiProject = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    env: { TEST_DB: database },
    // The server's modules (and PGlite's WebAssembly) load once per worker instead of once per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

export default defineConfig({
  plugins: [react(), tailwindcss(), localeNavTexts()],
  server: { proxy: { '/api': apiTarget } },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    // Two files at a time: vitest's default is one fewer than the cores, which is one on a 2-core machine.
    maxWorkers: 2,
    // Node 26 has a global localStorage that warns on every touch without a backing file; the browser-like
    // environments (happy-dom) bring their own, and the server has no use for one. A worker runs many
    // files, each with its own PGlite (WebAssembly) database: 8 GB of heap rather than the default 4.
    execArgv: ['--no-webstorage', '--max-old-space-size=8192'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
        },
      },
      apiProject('api', 'pglite'),
      ...(postgresUrl ? [apiProject('api-postgres', 'postgres')] : []),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
          // Each journey starts its own server and browser, so two run side by side; they run after the
          // other projects, so a browser never competes with the API suites for the cores.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // A screen that settles within a second alone may take several with two browsers on two cores.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
})
