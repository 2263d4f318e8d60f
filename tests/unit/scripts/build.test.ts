import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))

async function scriptsOf(dir: string): Promise<string> {
  const assets = path.join(dir, 'assets')
  const names = (await fs.readdir(assets)).filter((name) => name.endsWith('.js'))
  return (await Promise.all(names.map((name) => fs.readFile(path.join(assets, name), 'utf8')))).join('\n')
}

describe('the SPA build of npm start and npm run build', () => {
  it('ships React built for production even when NODE_ENV says development', async () => {
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-build-'))
    try {
      await promisify(execFile)(
        process.execPath,
        ['scripts/build.mjs', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
        { cwd: root, env: { ...process.env, NODE_ENV: 'development' } },
      )
      const scripts = await scriptsOf(outDir)
      // Production React links its minified errors to react.dev; the development build has jsxDEV instead.
      expect(scripts.includes('react.dev/errors/'), 'React production build').toBe(true)
      expect(scripts.includes('jsxDEV'), 'React development build').toBe(false)
    } finally {
      await fs.rm(outDir, { recursive: true, force: true })
    }
  }, 120_000)
})
