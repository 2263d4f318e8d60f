import type { components } from '../../src/api/schema'
import { fromZonedInput, toZonedInput } from '../../src/domain/platformTime'
import { apiClient, dataOf } from './apiClient'
import { pngOf } from './images'
import { loginAsAdmin, type TestServer } from './test-server'
import { upload } from './uploads'

type Schemas = components['schemas']
export const DAY = 24 * 60 * 60 * 1000

/** The Bangkok midnight `days` after today's (1: tomorrow's), as an instant. */
export function bangkokMidnight(days: number, now = Date.now()): string {
  const today = toZonedInput(new Date(now).toISOString()).slice(0, 10)
  const midnight = Date.parse(fromZonedInput(`${today}T00:00`)) + days * DAY
  return new Date(midnight).toISOString()
}

export const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString()

/** Picture sizes inside each device's bounds. */
export const BANNER_PICTURE_SIZES = {
  desktop: [1440, 480],
  tablet: [1024, 400],
  mobile: [640, 640],
} as const

/** The admin's client, and banner pictures uploaded once for the suite. */
export async function appearanceSuite(server: TestServer) {
  const token = await loginAsAdmin(server)
  const stored = async (width: number, height: number, name = 'banner.png') => {
    const { key, put } = await upload(server.baseUrl, token, 'banner', name, pngOf(width, height))
    if (put.status !== 200) throw new Error(`upload answered ${put.status}`)
    return key
  }
  const images: Schemas['BannerImageKeys'] = {
    desktop: await stored(...BANNER_PICTURE_SIZES.desktop),
    tablet: await stored(...BANNER_PICTURE_SIZES.tablet),
    mobile: await stored(...BANNER_PICTURE_SIZES.mobile),
  }
  const admin = apiClient(server.baseUrl, { token })
  const period = (fromDays = 1, toDays = 8) => ({
    startAt: bangkokMidnight(fromDays),
    endAt: bangkokMidnight(toDays),
  })
  const loop = async (overrides: Partial<Schemas['BannerLoopInput']> = {}) =>
    dataOf(
      await admin.POST('/admin/banner-loops', {
        body: { name: 'Home TH', country: 'TH', type: 'general', ...period(), ...overrides },
      }),
    )
  const banner = (
    loopId: string,
    overrides: Partial<Schemas['LoopBannerInput']> = {},
  ): Schemas['LoopBannerInput'] => ({
    loopId,
    name: 'Rainy season sale',
    hyperlink: '/promotions/rainy-season',
    duration: 5,
    images,
    ...period(1, 30),
    ...overrides,
  })
  return {
    token,
    admin,
    thai: apiClient(server.baseUrl, { token, lang: 'th' }),
    images,
    stored,
    period,
    loop,
    banner,
  }
}
