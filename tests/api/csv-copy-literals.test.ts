import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { CopyTo } from '../../server/db/copyTo'
import { inlinedSql } from '../../server/db/literalCompiler'
import { BinaryCopyReader } from '../../server/lib/binaryCopyReader'
import { suiteServer } from '../support/test-server'

// COPY takes no parameters, so an export's batch goes to PostgreSQL with its values written into the
// SQL: each must reach the database as the very value a parameter would have carried.

const HOSTILE = [
  "it's",
  "''",
  "\\'; drop table access_history; --",
  'back\\slash\\',
  '\\\\',
  '$1',
  '$1::text',
  '$$ dollar $$',
  "E'\\x41'",
  '"quoted", with, commas',
  'line\r\nbreak\nand\rcarriage',
  'tab\there',
  '\\.',
  '\\N',
  'ภาษาไทย สวัสดี',
  '🙂 emoji',
  '',
]

/** The raw bytes of a COPY in binary format. */
async function copied(copyTo: CopyTo, query: string): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of copyTo(`copy (${query}) to stdout with (format binary)`)) chunks.push(chunk)
  return Buffer.concat(chunks)
}

describe.runIf(process.env.TEST_DB === 'postgres')('SQL with its values inlined, through COPY', () => {
  const suite = suiteServer()
  const copyTo = () => suite.server.app.copyTo as CopyTo

  it('carries hostile text to the database unchanged', async () => {
    for (const value of HOSTILE) {
      const query = inlinedSql(sql`select ${value}::text as v`)
      const reader = new BinaryCopyReader(1)
      const bytes = reader.read(await copied(copyTo(), query))
      expect(reader.rows).toBe(1)
      expect(Buffer.from(bytes ?? [])).toEqual(Buffer.from(value, 'utf8'))
    }
  })

  it('gives each value the type a parameter would have had in its place', async () => {
    const when = new Date('2024-02-29T23:59:59.123Z')
    const values: unknown[] = [42, -7, 1.5, 2n ** 62n, true, false, null, ['a', 'b"c', 'd\\e', null], []]
    const { db } = suite.server
    const queries = [
      ...values.map((value) => sql<{ v: string | null }>`select (${value})::text as v`),
      sql<{ v: string | null }>`select (${when})::timestamptz::text as v`,
      sql<{ v: string | null }>`select (${['x', 'y']})::text[]::text as v`,
    ]
    for (const asParameter of queries) {
      const { rows } = await asParameter.execute(db)
      const reader = new BinaryCopyReader(1)
      const bytes = reader.read(await copied(copyTo(), inlinedSql(asParameter)))
      expect(reader.rows).toBe(1)
      expect(bytes === null ? rows[0].v : Buffer.from(bytes).toString('utf8')).toBe(rows[0].v ?? null)
    }
    // In a typed place, as in a keyset's comparison.
    const typed = sql<{
      v: string
    }>`select (${when.toISOString()} < ${'2025-01-01 00:00:00+07'}::timestamptz)::text as v`
    const reader = new BinaryCopyReader(1)
    const bytes = reader.read(await copied(copyTo(), inlinedSql(typed)))
    expect(Buffer.from(bytes ?? []).toString()).toBe('true')
  })

  it('refuses text PostgreSQL cannot hold, and values it has no literal for', () => {
    expect(() => inlinedSql(sql`select ${'a\0b'}::text`)).toThrow(/NUL/)
    expect(() => inlinedSql(sql`select ${{ a: 1 }}`)).toThrow()
    expect(() => inlinedSql(sql`select ${new Date(Number.NaN)}`)).toThrow()
  })

  it('reads binary COPY however its chunks are cut', async () => {
    const values = String.raw`array[e'a\\b', 'c,"d"', e'\r\n', 'ไทย']`
    const query = `select v, case when n = 3 then n::text end, n::text from unnest(${values}) with ordinality as t(v, n)`
    const bytes = await copied(copyTo(), query)
    const whole = new BinaryCopyReader(3)
    const expected = Buffer.from(whole.read(bytes) ?? [])
    expect(expected.toString()).toBe('a\\bc,"d"\r\nไทย')
    for (const size of [1, 2, 5, 19, 20]) {
      const reader = new BinaryCopyReader(3)
      const parts: Buffer[] = []
      for (let at = 0; at < bytes.length; at += size) {
        const lines = reader.read(bytes.subarray(at, at + size))
        if (lines) parts.push(Buffer.from(lines))
      }
      expect(Buffer.concat(parts)).toEqual(expected)
      expect(reader.ended).toBe(true)
      expect(reader.rows).toBe(4)
      expect([reader.kept(1), reader.kept(2)]).toEqual(['3', '4'])
    }
  })
})
