import { describe, expect, it } from 'vitest'
import { seedDemoAppearance } from '../../server/modules/appearance/appearance.seed'
import { COUNTRIES, COUNTRY_CODES } from '../../src/domain/constants'
import { apiClient, dataOf } from '../support/apiClient'
import { insertCategories, insertProducts } from '../support/products'
import { loginAsAdmin, suiteServer, type TestServer } from '../support/test-server'

async function seeded(server: TestServer) {
  const categories = await insertCategories(server.db, 'demo-home')
  for (const country of ['TH', 'MY'])
    await insertProducts(server.db, { count: 8, prefix: `DEMOHOME${country}`, country, categories })
  await seedDemoAppearance(server.db)
  return apiClient(server.baseUrl, { token: await loginAsAdmin(server) })
}

describe('the demo home page', () => {
  const suite = suiteServer(seeded)

  it('shows every country a live loop of banners, its own best sellers and the default template now', async () => {
    for (const countryCode of COUNTRY_CODES) {
      const home = dataOf(
        await suite.prepared.GET('/admin/home-composition', {
          params: { query: { device: 'mobile', countryCode } },
        }),
      )
      expect(home.loop?.banners.length, countryCode).toBeGreaterThan(0)
      expect(home.template?.name).toBe('Standard home')
      const country = COUNTRIES.find((candidate) => candidate.code === countryCode)?.name
      const products = home.sections.filter((section) => section.type === 'productSlide')
      expect(products.map((section) => section.name)).toEqual([`Best sellers in ${country}`])
    }
    const thailand = dataOf(
      await suite.prepared.GET('/admin/home-composition', {
        params: { query: { device: 'desktop', countryCode: 'TH' } },
      }),
    )
    expect(
      thailand.sections.find((section) => section.type === 'productSlide')?.slide?.products,
    ).toHaveLength(6)
  })

  it("marks one overlap and one gap on Thailand's loop timeline, and none on Malaysia's", async () => {
    const rowOf = async (countryCode: 'TH' | 'MY') =>
      dataOf(
        await suite.prepared.GET('/admin/home-timeline', {
          params: { query: { device: 'desktop', countryCode, days: 30 } },
        }),
      ).rows.find((row) => row.key === 'loop')
    const thailand = await rowOf('TH')
    expect(thailand?.segments.map((segment) => segment.state)).toEqual([
      'live',
      'overlap',
      'live',
      'gap',
      'live',
    ])
    expect((await rowOf('MY'))?.segments.map((segment) => segment.state)).toEqual(['live', 'live'])
  })
})
