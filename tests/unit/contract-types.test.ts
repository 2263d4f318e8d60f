import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'

// What `npm run gen:api` makes, made again in a scratch folder and compared with what is committed.
// Each takes a few seconds: the tools start in a process of their own.
const dir = mkdtempSync(join(tmpdir(), 'contract-types-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const run = (script: string, args: string[]) =>
  execFileSync(process.execPath, [script, ...args], { stdio: 'pipe' })

it('keeps openapi/bundled.json in step with openapi/openapi.yaml and its areas (run `npm run gen:api` after changing the contract)', () => {
  const bundled = join(dir, 'bundled.json')
  run('node_modules/@redocly/cli/bin/cli.js', ['bundle', 'openapi/openapi.yaml', '-o', bundled])
  expect(readFileSync('openapi/bundled.json', 'utf8')).toBe(readFileSync(bundled, 'utf8'))
}, 30_000)

it('keeps src/api/schema.d.ts in step with openapi/bundled.json (run `npm run gen:api` after changing the contract)', () => {
  const generated = join(dir, 'schema.d.ts')
  run('node_modules/openapi-typescript/bin/cli.js', [
    'openapi/bundled.json',
    '--default-non-nullable',
    'false',
    '-o',
    generated,
  ])
  expect(readFileSync('src/api/schema.d.ts', 'utf8')).toBe(readFileSync(generated, 'utf8'))
}, 30_000)
