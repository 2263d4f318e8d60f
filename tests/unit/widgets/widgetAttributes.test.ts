import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/api/apiError'
import { shadowSafeCss } from '../../../src/widgets/shared/shadowSafeCss'
import {
  apiUrlOf,
  readConnection,
  readOrderCountsBy,
  readOrderTableOptions,
  readStatsOptions,
} from '../../../src/widgets/shared/widgetAttributes'
import { problemOf, shouldRetryWidgetRead } from '../../../src/widgets/shared/widgetProblem'

const attributes =
  (values: Record<string, string>) =>
  (name: string): string | null =>
    values[name] ?? null

describe('the attributes every widget reads', () => {
  it('defaults to the page’s own API, no token, English and the light theme', () => {
    expect(readConnection(attributes({}))).toEqual({ apiBase: '', token: null, lang: 'en', theme: 'light' })
  })

  it('takes an API origin without its trailing slashes, the token, Thai and the dark theme', () => {
    expect(
      readConnection(
        attributes({
          'api-base': ' https://bo.example.com// ',
          token: ' abc.def ',
          lang: 'TH',
          theme: 'dark',
        }),
      ),
    ).toEqual({ apiBase: 'https://bo.example.com', token: 'abc.def', lang: 'th', theme: 'dark' })
  })

  it('falls back to the default for a language or theme it does not know', () => {
    const read = readConnection(attributes({ lang: 'fr', theme: 'sepia', token: '   ' }))
    expect(read).toMatchObject({ lang: 'en', theme: 'light', token: null })
  })

  it('calls the contract’s paths below /api of the origin', () => {
    expect(apiUrlOf('')).toBe('/api')
    expect(apiUrlOf('https://bo.example.com/')).toBe('https://bo.example.com/api')
  })
})

describe('the order table’s attributes', () => {
  it('shows the first tab, both types and 5 rows by default', () => {
    expect(readOrderTableOptions(attributes({}))).toEqual({ status: 'to_pay', type: 'ALL', pageSize: 5 })
  })

  it('takes any of the six tabs, ROC or BMC, and the page sizes of the spec', () => {
    expect(readOrderTableOptions(attributes({ status: 'complete', type: 'bmc', 'page-size': '35' }))).toEqual(
      {
        status: 'complete',
        type: 'BMC',
        pageSize: 35,
      },
    )
  })

  it('ignores a tab, type or size the list does not have', () => {
    expect(readOrderTableOptions(attributes({ status: 'shipped', type: 'XYZ', 'page-size': '20' }))).toEqual({
      status: 'to_pay',
      type: 'ALL',
      pageSize: 5,
    })
  })
})

describe('why a widget shows no data', () => {
  it('tells a refused or expired token from a missing order and a failed call', () => {
    expect(problemOf(new ApiError(401, 'expired'))).toBe('denied')
    expect(problemOf(new ApiError(403, 'no permission'))).toBe('denied')
    expect(problemOf({ statusCode: 404, message: 'gone', error: 'Not Found' })).toBe('missing')
    expect(problemOf(new ApiError(500, 'boom'))).toBe('failed')
    expect(problemOf(new TypeError('Failed to fetch'))).toBe('failed')
  })

  it('tries a failed read twice more, but never a 4xx', () => {
    expect(shouldRetryWidgetRead(0, new TypeError('Failed to fetch'))).toBe(true)
    expect(shouldRetryWidgetRead(1, new ApiError(503, 'busy'))).toBe(true)
    expect(shouldRetryWidgetRead(2, new ApiError(503, 'busy'))).toBe(false)
    expect(shouldRetryWidgetRead(0, new ApiError(401, 'expired'))).toBe(false)
  })
})

describe('Tailwind in a shadow root', () => {
  // As Tailwind 4.3 writes it (minified): the starting values for browsers without @property.
  const fallback =
    '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after,::backdrop{--tw-border-style:solid}}}'

  it('applies the starting values of the utilities’ variables in every browser', () => {
    expect(shadowSafeCss(fallback)).toBe(
      '@layer properties{@supports (display: block) {*,:before,:after,::backdrop{--tw-border-style:solid}}}',
    )
  })

  it('leaves other @supports rules alone', () => {
    const other = '@supports (color:color-mix(in lab, red, red)){.a{color:red}}'
    expect(shadowSafeCss(other)).toBe(other)
  })
})

describe('the stats widgets’ attributes', () => {
  it('default to the last 7 days of Thailand, orders by status', () => {
    expect(readStatsOptions(attributes({}))).toEqual({ range: '7d', country: 'TH' })
    expect(readOrderCountsBy(attributes({}))).toBe('status')
  })

  it('take a preset, a country in any case and a breakdown, and fall back on anything else', () => {
    expect(readStatsOptions(attributes({ range: 'lastMonth', country: 'my' }))).toEqual({
      range: 'lastMonth',
      country: 'MY',
    })
    expect(readStatsOptions(attributes({ range: '2y', country: 'FR' }))).toEqual({
      range: '7d',
      country: 'TH',
    })
    expect(readOrderCountsBy(attributes({ by: ' Country ' }))).toBe('country')
    expect(readOrderCountsBy(attributes({ by: 'amount' }))).toBe('status')
  })
})
