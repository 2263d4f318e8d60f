import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { lockDataDir } from '../../../server/db/dataDirLock'

const root = fileURLToPath(new URL('../../..', import.meta.url))

/** Runs `npm run seed -- ...args` (its script, without npm) and answers its exit code and output. */
function seed(args: string[], env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/seed/cli.ts', ...args],
      { cwd: root, env: { ...process.env, DATABASE_URL: '', ...env } },
      (error, _stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stderr }),
    )
  })
}

describe('npm run seed', () => {
  it('refuses to write into a PGlite folder a running server holds, and says what to do', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-seed-'))
    const release = lockDataDir(path.join(dataDir, 'pglite'))
    try {
      const { code, stderr } = await seed(['--orders', '10'], { DATA_DIR: dataDir })
      expect(code).toBe(1)
      expect(stderr).toMatch(/in use by another server process \(pid \d+/)
      expect(stderr).toMatch(/stop the server/i)
      // No database folder was made beside the lock.
      expect(await fs.readdir(dataDir)).not.toContain('pglite')
    } finally {
      release()
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  }, 60_000)

  it('explains its options when there is nothing to make or a count is wrong', async () => {
    const nothing = await seed([], { DATA_DIR: path.join(os.tmpdir(), 'bo-seed-never-made') })
    expect(nothing).toMatchObject({ code: 2 })
    expect(nothing.stderr).toMatch(/Nothing to make: give --orders/)
    const wrong = await seed(['--orders', 'many'], { DATA_DIR: path.join(os.tmpdir(), 'bo-seed-never-made') })
    expect(wrong).toMatchObject({ code: 2 })
    expect(wrong.stderr).toMatch(/--orders must be a whole number/)
    const buyerless = await seed(['--orders', '10', '--members', '0'], {
      DATA_DIR: path.join(os.tmpdir(), 'bo-seed-never-made'),
    })
    expect(buyerless).toMatchObject({ code: 2 })
    expect(buyerless.stderr).toMatch(/Orders need members and products of the same run/)
  }, 60_000)
})
