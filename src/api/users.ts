import type { Language } from '../domain/constants'
import { dataOrThrow } from './apiError'
import { api } from './client'
import { linkedQueryCache } from './queryKeys'
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

// Each list goes through the query cache (kept for the session), or straight to the server before the
// signed-in app has loaded the cache.

export async function readThaiProvinces(lang: Language): Promise<ThaiDivisionOption[]> {
  const cache = linkedQueryCache()
  if (!cache)
    return dataOrThrow(await api.GET('/thai-divisions/provinces', { params: { header: { lang } } })).data
  const options = cache.$api.queryOptions(...thaiDivisionsKeys.provinces(lang))
  return (await cache.queryClient.fetchQuery({ ...options, staleTime: DIVISIONS_STALE_MS })).data
}

export async function readThaiDistricts(provinceCode: string, lang: Language): Promise<ThaiDivisionOption[]> {
  const cache = linkedQueryCache()
  if (!cache)
    return dataOrThrow(
      await api.GET('/thai-divisions/provinces/{provinceCode}/districts', {
        params: { path: { provinceCode }, header: { lang } },
      }),
    ).data
  const options = cache.$api.queryOptions(...thaiDivisionsKeys.districts(provinceCode, lang))
  return (await cache.queryClient.fetchQuery({ ...options, staleTime: DIVISIONS_STALE_MS })).data
}

export async function readThaiSubDistricts(
  districtCode: string,
  lang: Language,
): Promise<ThaiSubDistrictOption[]> {
  const cache = linkedQueryCache()
  if (!cache)
    return dataOrThrow(
      await api.GET('/thai-divisions/districts/{districtCode}/sub-districts', {
        params: { path: { districtCode }, header: { lang } },
      }),
    ).data
  const options = cache.$api.queryOptions(...thaiDivisionsKeys.subDistricts(districtCode, lang))
  return (await cache.queryClient.fetchQuery({ ...options, staleTime: DIVISIONS_STALE_MS })).data
}
