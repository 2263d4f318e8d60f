import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))

describe('npm run build:widgets', () => {
  it('builds one module with production React, the example page beside it, and prints its gzip size', async () => {
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
      expect(files).toEqual(expect.arrayContaining(['embed.html', 'embed.js', 'embed.css']))
    } finally {
      await fs.rm(outDir, { recursive: true, force: true })
    }
  }, 120_000)
})
