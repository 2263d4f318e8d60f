import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'

it('keeps src/api/schema.d.ts in step with openapi/openapi.yaml (run `npm run gen:api` after changing the contract)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'contract-types-'))
  try {
    const generated = join(dir, 'schema.d.ts')
    execFileSync(
      process.execPath,
      [
        'node_modules/openapi-typescript/bin/cli.js',
        'openapi/openapi.yaml',
        '--default-non-nullable',
        'false',
        '-o',
        generated,
      ],
      { stdio: 'pipe' },
    )
    expect(readFileSync('src/api/schema.d.ts', 'utf8')).toBe(readFileSync(generated, 'utf8'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
