import { isValidPhoneNumber } from 'libphonenumber-js/max'
import { beforeAll, describe, expect, it } from 'vitest'
import { SEED_CATEGORIES } from '../../../server/modules/inventory/inventory.seed'
import { type ThaiDivisions, thaiDivisions } from '../../../server/modules/users/thaiDivisions'
import { seedGeography } from '../../../server/seed/commerce/people'
import { type CommercePlan, DAY_MS } from '../../../server/seed/commerce/plan'
import { memorySink, type SeedRow, type SeedTable } from '../../../server/seed/commerce/rowSink'
import { generateCommerce } from '../../../server/seed/commerce/seedCommerce'
import { DEMO_PRODUCT_PICTURES, DEMO_SIGNATURES } from '../../../server/seed/demoPictureKeys'
import { COUNTRIES } from '../../../src/domain/constants'
import { ORDER_STATUSES } from '../../../src/domain/orders'

const AS_OF = new Date('2026-03-01T00:00:00Z')
let divisions: ThaiDivisions

function planOf(seed: number, counts = { members: 400, products: 140, orders: 1500 }): CommercePlan {
  return {
    seed,
    asOf: AS_OF,
    members: { first: 100_001, count: counts.members },
    products: { first: 1, count: counts.products },
    orders: { first: 1_000_001, count: counts.orders },
    categoryIds: new Map(SEED_CATEGORIES.map((category, index) => [category.code, `category-${index}`])),
    geography: seedGeography(divisions),
  }
}

async function generate(seed: number, counts?: Parameters<typeof planOf>[1]) {
  const sink = memorySink()
  await generateCommerce(planOf(seed, counts), sink)
  return (table: SeedTable): SeedRow[] => sink.rows.get(table) ?? []
}

let rows: Awaited<ReturnType<typeof generate>>
beforeAll(async () => {
  divisions = await thaiDivisions()
  rows = await generate(7)
})

const minor = (value: unknown) => Math.round(Number(value) * 100)
const byOrder = (table: SeedTable) => {
  const grouped = new Map<unknown, SeedRow[]>()
  for (const row of rows(table)) grouped.set(row.order_id, [...(grouped.get(row.order_id) ?? []), row])
  return grouped
}

describe('the commerce generator', () => {
  it('makes the same rows for the same seed, and other rows for another', async () => {
    const again = await generate(7)
    for (const table of [
      'members',
      'member_addresses',
      'products',
      'orders',
      'order_items',
      'order_tracking',
    ] as const)
      expect(again(table), table).toEqual(rows(table))
    const other = await generate(8)
    expect(other('orders').map((order) => order.id)).not.toEqual(rows('orders').map((order) => order.id))
    expect(rows('orders')).toHaveLength(1500)
    expect(new Set(rows('orders').map((order) => order.order_number)).size).toBe(1500)
  })

  it('gives every member a mobile number valid for its dial code, in one of the seven countries', () => {
    const dialCodes = new Map<string, string>(COUNTRIES.map((country) => [country.code, country.dialCode]))
    const countries = new Set<unknown>()
    for (const member of rows('members')) {
      countries.add(member.country)
      expect(member.phone_code).toBe(dialCodes.get(member.country as string))
      expect(
        isValidPhoneNumber(`+${member.phone_code}${member.phone_number}`),
        `${member.phone_code} ${member.phone_number}`,
      ).toBe(true)
    }
    expect(countries.size).toBe(7)
    const thai = rows('members').filter((member) => member.country === 'TH').length
    expect(thai / rows('members').length).toBeGreaterThan(0.7)
    // Thai script, Latin letters, or both.
    expect(rows('members').some((m) => m.first_name_th && !m.first_name_en)).toBe(true)
    expect(rows('members').some((m) => m.first_name_th && m.first_name_en)).toBe(true)
    expect(rows('members').some((m) => !m.first_name_th && m.first_name_en)).toBe(true)
  })

  it('puts Thai addresses in real sub-districts with one of their postal codes', () => {
    const subDistricts = new Map(divisions.subDistricts.map((sub) => [sub.id, sub]))
    const districts = new Map(divisions.districts.map((district) => [district.code, district]))
    const provinces = new Map(divisions.provinces.map((province) => [province.code, province]))
    const thai = rows('member_addresses').filter((address) => address.country === 'TH')
    expect(thai.length).toBeGreaterThan(200)
    for (const address of thai) {
      const sub = subDistricts.get(address.sub_district_id as number)
      expect(sub).toBeDefined()
      const district = districts.get(sub?.districtCode as string)
      expect(sub?.postalCodes).toContain(address.postal_code)
      expect([address.sub_district_th, address.sub_district_en]).toEqual([sub?.nameTh, sub?.nameEn])
      expect([address.district_th, address.province_th]).toEqual([
        district?.nameTh,
        provinces.get(district?.provinceCode as string)?.nameTh,
      ])
    }
  })

  it('builds a sponsor tree from earlier members of the run', () => {
    const members = rows('members')
    const position = new Map(members.map((member, index) => [member.id, index]))
    const sponsored = members.filter((member) => member.sponsor_id !== null)
    expect(sponsored.length / members.length).toBeGreaterThan(0.85)
    for (const [index, member] of members.entries())
      if (member.sponsor_id !== null) expect(position.get(member.sponsor_id)).toBeLessThan(index)
  })

  it('adds up every order: products, shipping and taxes, less the coupon', () => {
    const items = byOrder('order_items')
    const coupons = byOrder('order_coupons')
    for (const order of rows('orders')) {
      const lines = items.get(order.id) ?? []
      expect(lines.length).toBeGreaterThanOrEqual(1)
      expect(lines.length).toBeLessThanOrEqual(5)
      const products = lines.reduce((sum, line) => sum + minor(line.price) * (line.quantity as number), 0)
      expect(minor(order.total_product_price)).toBe(products)
      expect(order.total_quantity).toBe(lines.reduce((sum, line) => sum + (line.quantity as number), 0))
      expect(Number(order.total_pv)).toBe(
        lines.reduce((sum, line) => sum + Number(line.pv) * (line.quantity as number), 0),
      )
      expect(minor(order.total_price)).toBe(
        minor(order.total_product_price) +
          minor(order.shipping_fees) +
          minor(order.taxes) -
          minor(order.discount),
      )
      const coupon = coupons.get(order.id)?.[0]
      expect(minor(order.discount)).toBe(coupon ? minor(coupon.discount_amount) : 0)
    }
    expect(coupons.size).toBeGreaterThan(50)
  })

  it('sells each order products of its own country, to a member who had joined before', () => {
    const products = new Map(rows('products').map((product) => [product.id, product]))
    const members = new Map(rows('members').map((member) => [member.id, member]))
    const items = byOrder('order_items')
    for (const order of rows('orders')) {
      const buyer = members.get(order.member_id)
      expect(buyer?.member_code).toBe(order.buyer_member_code)
      expect((buyer?.created_at as Date) < (order.created_at as Date)).toBe(true)
      for (const line of items.get(order.id) ?? [])
        expect(products.get(line.product_id)?.country).toBe(order.country)
    }
  })

  it("shows the demo pictures: a product's images differ, its cover is its order lines' picture", () => {
    const media = new Map<unknown, SeedRow[]>()
    for (const row of rows('product_media'))
      media.set(row.product_id, [...(media.get(row.product_id) ?? []), row])
    for (const product of rows('products')) {
      const images = media.get(product.id) ?? []
      expect(images.length).toBeGreaterThan(0)
      expect(images.every((image) => image.file_type === 'image')).toBe(true)
      expect(new Set(images.map((image) => image.media_key)).size).toBe(images.length)
      for (const image of images) expect(DEMO_PRODUCT_PICTURES).toContain(image.media_key)
    }
    const covers = new Map(
      rows('product_media')
        .filter((row) => row.position === 0)
        .map((row) => [row.product_id, row.media_key]),
    )
    for (const line of rows('order_items')) expect(line.image_key).toBe(covers.get(line.product_id))
  })

  it('spreads orders over the last two years over all six tabs, the older ones mostly complete', () => {
    const orders = rows('orders')
    const times = orders.map((order) => (order.created_at as Date).getTime())
    expect(Math.min(...times)).toBeGreaterThanOrEqual(AS_OF.getTime() - 730 * DAY_MS)
    expect(Math.max(...times)).toBeLessThan(AS_OF.getTime())
    const statuses = new Set(orders.map((order) => order.status))
    expect([...statuses].sort()).toEqual([...ORDER_STATUSES].sort())
    const old = orders.filter((order) => (order.created_at as Date).getTime() < AS_OF.getTime() - 60 * DAY_MS)
    expect(old.filter((order) => order.status === 'complete').length / old.length).toBeGreaterThan(0.8)
    expect(new Set(orders.map((order) => order.type))).toEqual(new Set(['ROC', 'BMC']))
  })

  it('tracks each order as far as its status says, never after the data ends', () => {
    const tracking = byOrder('order_tracking')
    for (const order of rows('orders')) {
      const events = tracking.get(order.id) ?? []
      const codes = events.map((event) => event.status_code)
      const times = events.map((event) => (event.tracked_at as Date).getTime())
      expect(times).toEqual([...times].sort((a, b) => a - b))
      for (const at of times) {
        expect(at).toBeGreaterThanOrEqual((order.created_at as Date).getTime())
        expect(at).toBeLessThan(AS_OF.getTime())
      }
      const finished = codes.includes('DELIVERED') || codes.includes('COLLECTED')
      switch (order.status) {
        case 'to_pay':
        case 'to_ship':
          expect(codes).toEqual([])
          expect(order.tracking_number).toBeNull()
          break
        case 'to_receive':
          expect(codes.length).toBeGreaterThan(0)
          expect(finished).toBe(false)
          break
        case 'to_review':
        case 'complete':
          expect(finished, order.order_number as string).toBe(true)
          expect(DEMO_SIGNATURES).toContain(events.at(-1)?.last_mile_signature_key)
          break
        case 'cancel_refund':
          expect(finished).toBe(false)
          if (codes.length > 0) expect(codes.at(-1)).toBe('RETURNED')
      }
      // A courier's parcel carries its tracking number; a pickup order has a branch and no courier.
      if (order.pickup_address) expect([order.courier_name, order.shipping_address]).toEqual([null, null])
      else if (codes.length > 0) {
        expect(order.courier_name).not.toBeNull()
        for (const event of events) expect(event.tracking_number).toBe(order.tracking_number)
      }
    }
  })
})
