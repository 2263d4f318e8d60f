import type { Language } from '../domain/constants'
import type { components } from './schema'

type Schemas = components['schemas']
/** A province or district as the address forms offer it: `title` in the asked language, `value` its code. */
export type ThaiDivisionOption = Schemas['ThaiDivisionOption']
/** A sub-district option, with the postal codes that serve it. */
export type ThaiSubDistrictOption = Schemas['ThaiSubDistrictOption']

/** Thailand's divisions change only with the server's data: read once per session and kept. */
export const DIVISIONS_STALE_MS = Number.POSITIVE_INFINITY

/**
 * The cache's keys for Thailand's divisions: openapi-react-query's `[method, path, init]`. Each list is
 * kept per language, since the server names and sorts the options in the caller's: a change of language
 * shows the other language's list, never the old names.
 */
export const thaiDivisionsKeys = {
  provinces: (lang: Language) =>
    ['get', '/thai-divisions/provinces', { params: { header: { lang } } }] as const,
  districts: (provinceCode: string, lang: Language) =>
    [
      'get',
      '/thai-divisions/provinces/{provinceCode}/districts',
      { params: { path: { provinceCode }, header: { lang } } },
    ] as const,
  subDistricts: (districtCode: string, lang: Language) =>
    [
      'get',
      '/thai-divisions/districts/{districtCode}/sub-districts',
      { params: { path: { districtCode }, header: { lang } } },
    ] as const,
}
