import fc from 'fast-check'

/**
 * Values at and past the edges of what an API accepts, by kind: the inputs that reach a database that
 * cannot hold them, or a parser that gives up, when nothing refuses them first.
 */

/** Date-times RFC 3339's pattern allows but no database or JavaScript Date holds, and near misses. */
export const ODD_DATE_TIMES = [
  '2016-12-31T23:59:60Z', // a real leap second
  '2024-06-30T23:59:60.5+00:00',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+01:00', // year 0000 once the offset is applied
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '9999-12-31T23:59:59-10:00', // year 10000 once the offset is applied
  '2020-02-30T00:00:00Z',
  '2019-02-29T12:00:00Z',
  '2020-13-01T00:00:00Z',
  '2020-01-01T24:00:00Z',
  '2020-01-01T10:00:00+05', // an offset JavaScript cannot read
  '2020-01-01T10:00:00+0530',
  '2020-01-01T10:00:00+24:00',
  '2020-01-01t10:00:00z',
  '2020-01-01 10:00:00Z',
  '2020-01-01T10:00:00.1234567891Z',
  '2020-01-01T10:00:00',
  '2020-01-01',
  '+010000-01-01T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '1970-01-01T00:00:00Z',
  '275760-09-13T00:00:00.000Z',
]

/** The date-times that once made a 500: a leap second, year 0000, year 10000 in UTC, an offset JavaScript cannot read. */
export const DATE_TIME_EXAMPLES = [
  '2016-12-31T23:59:60Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-10:00',
  '2020-01-01T10:00:00+05',
]

export const DATE_EXAMPLES = ['0000-01-01', '2020-02-30']

export const ODD_DATES = [
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '2019-02-29',
  '2020-02-29',
  '2020-02-30',
  '2020-13-01',
  '2020-00-10',
  '2020-1-1',
  '99999-01-01',
  '1900-01-01',
  '2020-01-01T00:00:00Z',
]

export const ODD_UUIDS = [
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '{6f1c2a5e-1b7a-4c1e-9a4b-2f0f3e1d2c3b}',
  '6f1c2a5e1b7a4c1e9a4b2f0f3e1d2c3b',
  '6f1c2a5e-1b7a-4c1e-9a4b-2f0f3e1d2c3bb',
  'not-a-uuid',
]

export const ODD_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
  Number.MIN_VALUE,
]

/** As query-string text: forms a number parser may or may not take. */
export const ODD_NUMBER_TEXTS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '0x10',
  ' 1',
  '1 ',
  '1,000',
  '',
  '٣',
]

export const ODD_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800', // a lone surrogate
  '\udfff\ud800',
  '\u0001\u001f\u007f',
  '\u202eevil',
  '💥',
  'ก์์์์์์',
  ' ',
  '\t\n',
  "'; drop table roles; --",
  '%',
  '_',
  '\\',
  '%00',
  '../../etc/passwd',
  'null',
  '0',
  '-1',
]

export const WRONG_TYPES: unknown[] = [null, true, false, 0, -1, 1.5, '', 'text', [], {}, [1], { a: 1 }]

/** Inserts U+0000 somewhere in a text. */
export const withNulCharacter = (text: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc
    .tuple(text, fc.nat())
    .map(
      ([value, at]) =>
        `${value.slice(0, at % (value.length + 1))}\u0000${value.slice(at % (value.length + 1))}`,
    )

const base64url = (text: string) => Buffer.from(text).toString('base64url')

/** A timestamptz as PostgreSQL prints it, the way the server writes cursors. */
const databaseTimestamp = (date: Date) => `${date.toISOString().replace('T', ' ').replace('Z', '')}123+00`

/** Cursors the server could have made: a database timestamp and an id. */
export const madeCursors = (): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.date({ min: new Date('2000-01-01Z'), max: new Date('2100-01-01Z'), noInvalidDate: true }),
      fc.uuid(),
    )
    .map(([date, id]) => base64url(JSON.stringify([databaseTimestamp(date), id])))

const cursorAround = (at: string, id: string) => base64url(JSON.stringify([at.replace('T', ' '), id]))

/** Cursors shaped like the server's but holding a time no database can read. */
export const HAND_MADE_CURSOR_EXAMPLES = [
  '9999-99-99 99:99:99',
  '0000-01-01 00:00:00+00',
  '2020-02-30 00:00:00+00',
  '2016-12-31 23:59:60+00',
  '2020-01-01 00:00:00+99',
].map((at) => cursorAround(at, '6f1c2a5e-1b7a-4c1e-9a4b-2f0f3e1d2c3b'))

/** Cursors made by hand: well-formed shells around odd timestamps and ids, and things that are no cursor at all. */
export const handMadeCursors = (): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...ODD_DATE_TIMES, '9999-99-99 99:99:99', '2020-01-01 00:00:00+99'), fc.uuid())
        .map(([at, id]) => cursorAround(at, id)),
    },
    fc
      .tuple(fc.date({ noInvalidDate: true }), fc.constantFrom(...ODD_UUIDS))
      .map(([date, id]) => base64url(JSON.stringify([databaseTimestamp(date), id]))),
    fc.jsonValue({ maxDepth: 2 }).map((value) => base64url(JSON.stringify(value))),
    fc.string({ maxLength: 60 }).map(base64url),
    fc.string({ maxLength: 60 }),
    fc.constantFrom('', '!!!', '%%%', 'bm9wZQ', 'W10', 'WyJhIiwiYiJd', 'x'.repeat(201)),
  )
