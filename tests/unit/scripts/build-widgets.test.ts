import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))

describe('npm run build:widgets', () => {
  it('builds one module with production React, the chart’s chunk and the example pages beside it, and prints their gzip sizes', async () => {
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-widgets-'))
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['scripts/build-widgets.mjs', outDir], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'development' },
      })
      expect(stdout).toMatch(/bo-widgets\.js [\d.]+ kB, gzip [\d.]+ kB/)
      const bundle = await fs.readFile(path.join(outDir, 'bo-widgets.js'), 'utf8')
      expect(bundle.includes('react.dev/errors/'), 'React production build').toBe(true)
      expect(bundle.includes('jsxDEV'), 'React development build').toBe(false)
      expect(bundle).toContain('bo-order-table')
      expect(bundle).toContain('bo-order-status')
      // Styles reach the shadow roots as constructed sheets, never as <style> elements (strict CSP).
      expect(bundle).toContain('adoptedStyleSheets')
      expect(bundle).not.toMatch(/createElement\(["']style["']\)/)
      const files = await fs.readdir(outDir)
      expect(files).toEqual(expect.arrayContaining(['embed.html', 'embed.js', 'embed.css', 'stats.html']))
      // recharts is <bo-sales-chart>'s alone: a chunk beside the bundle, imported on demand by a path
      // relative to it (so from wherever the bundle is served), sharing React with the bundle.
      const chart = files.find((file) => /^SalesBarChart-[\w-]+\.js$/.test(file))
      expect(chart, 'the chart chunk').toBeDefined()
      expect(files.filter((file) => file.endsWith('.js')).sort()).toEqual(
        [chart, 'bo-widgets.js', 'embed.js', 'stats.js'].sort(),
      )
      // import(`./SalesBarChart-….js`), whichever quote the minifier picks.
      expect(bundle).toMatch(new RegExp(`import\\(.\\./${chart}.\\)`))
      expect(bundle).not.toContain('recharts-bar-rectangle')
      const chunk = await fs.readFile(path.join(outDir, chart as string), 'utf8')
      expect(chunk).toContain('recharts-bar-rectangle')
      expect(chunk).toMatch(/^import\{[^}]+\}from"\.\/bo-widgets\.js";/)
      expect(stdout).toMatch(new RegExp(`${chart} [\\d.]+ kB, gzip [\\d.]+ kB`))
    } finally {
      await fs.rm(outDir, { recursive: true, force: true })
    }
  }, 120_000)
})
