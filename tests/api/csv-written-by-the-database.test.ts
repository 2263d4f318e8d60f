import fc from 'fast-check'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { csvCell } from '../../server/lib/csv'
import { interpolatedSql } from '../../server/lib/csvSql'
import { describedDeviceSql } from '../../server/lib/deviceSql'
import { translatorFor } from '../../server/lib/i18n'
import { type ClientDevice, describeDevice } from '../../src/domain/devices'
import { suiteServer } from '../support/test-server'

// Exports are written by the database a batch at a time; these hold its escaping and its words to
// the JavaScript that writes the header row and that the screens use.

const suite = suiteServer()

/** What the database's csv_cell makes of each value, in one query. */
async function cellsOf(values: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ cell: string }>`
    select csv_cell(v) as cell from unnest(${values}::text[]) with ordinality as t(v, n) order by n`.execute(
    suite.server.db,
  )
  return rows.map((row) => row.cell)
}

// Text PostgreSQL can hold: no NUL character, no lone surrogate.
const storable = (text: string) => !text.includes('\u0000') && !/\p{Surrogate}/u.test(text)
const tricky = fc.string({
  unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', "'", '\\', ' ', 'a', '1', 'ก', '😀'),
  maxLength: 12,
})

describe('a CSV cell escaped by the database', () => {
  it('defuses formulas and quotes separators exactly as csvCell does', async () => {
    const examples = [
      '=HYPERLINK("http://x")',
      '+cmd|calc',
      '-2+3',
      '@SUM(1+1)',
      '\tTab',
      '\rReturn',
      'Chrome, "quoted"',
      'line\nbreak',
      'สมชาย',
      '',
      "'already",
      'a-b',
    ]
    expect(await cellsOf(examples)).toEqual(examples.map(csvCell))
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(tricky, fc.string({ unit: 'grapheme' })), { maxLength: 30 }),
        async (values) => {
          const texts = values.filter(storable)
          expect(await cellsOf(texts)).toEqual(texts.map(csvCell))
        },
      ),
      { numRuns: 60 },
    )
  })

  it('is an empty cell for null', async () => {
    const { rows } = await sql<{ cell: string }>`select csv_cell(null) as cell`.execute(suite.server.db)
    expect(rows[0].cell).toBe('')
  })
})

describe('a device put into words by the database', () => {
  const devices: (ClientDevice | null)[] = [
    { browser: 'Chrome 126', type: 'desktop', model: null },
    { browser: 'Mobile Safari 17', type: 'mobile', model: 'Apple iPhone' },
    { browser: 'Chrome 126', type: 'smarttv', model: null },
    { browser: null, type: 'tablet', model: null },
    { browser: null, type: null, model: 'Samsung SM-T970' },
    { browser: 'Firefox 128', type: null, model: null },
    { browser: '{{hardware}} 1', type: 'console', model: null },
    { browser: null, type: null, model: null },
    null,
  ]

  it.each(['en', 'th'] as const)('reads as describeDevice says in %s', async (lang) => {
    const described = await Promise.all(
      devices.map(async (device) => {
        const column = sql`${device === null ? null : JSON.stringify(device)}::jsonb`
        const { rows } = await sql<{
          text: string | null
        }>`select ${describedDeviceSql(column, lang)} as text`.execute(suite.server.db)
        return rows[0].text
      }),
    )
    expect(described).toEqual(devices.map((device) => describeDevice(device, translatorFor(lang))))
  })

  it('fills a template in one pass, leaving placeholder text in a value as it is', async () => {
    const filled = interpolatedSql('{{a}} and {{b}}, {{c}}', { a: sql`'{{b}}'`, b: sql`'B'` })
    const { rows } = await sql<{ text: string }>`select ${filled} as text`.execute(suite.server.db)
    expect(rows[0].text).toBe('{{b}} and B, {{c}}')
  })
})
