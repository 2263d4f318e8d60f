import { describe, expect, it } from 'vitest'
import { normalize, prepareEntry, prepareQuery, rank, scoreEntry } from '../../../src/commands/match'

const entries = {
  orders: prepareEntry(['Orders', 'คำสั่งซื้อ'], ['purchases', 'ออเดอร์', 'สั่งซื้อ']),
  users: prepareEntry(['Users', 'ผู้ใช้งาน'], ['members', 'สมาชิก']),
  internalUsers: prepareEntry(['Internal users', 'ผู้ใช้งานภายใน'], ['staff', 'พนักงาน']),
  coupons: prepareEntry(['Coupon', 'คูปอง'], ['discount', 'ส่วนลด']),
  createCoupon: prepareEntry(['Create coupon', 'สร้างคูปอง'], ['new coupon', 'คูปองใหม่']),
  couponHistory: prepareEntry(['Coupon redeem history', 'ประวัติการใช้คูปอง'], []),
  thai: prepareEntry(['Switch language to Thai', 'เปลี่ยนภาษาเป็นภาษาไทย'], ['thai', 'ภาษาไทย']),
}
type Name = keyof typeof entries
const names = Object.keys(entries) as Name[]
const found = (term: string) => rank(term, names, (name) => entries[name])

describe('the palette matcher', () => {
  it('finds English titles and keywords', () => {
    expect(found('orders')[0]).toBe('orders')
    expect(found('purchases')).toEqual(['orders'])
    expect(found('staff')).toEqual(['internalUsers'])
  })

  it('finds Thai titles and keywords, whatever the language on screen', () => {
    expect(found('คำสั่งซื้อ')).toEqual(['orders'])
    expect(found('พนักงาน')).toEqual(['internalUsers'])
    expect(found('ภาษาไทย')).toEqual(['thai'])
  })

  it('matches inside Thai words, which have no spaces between them', () => {
    // 'สั่งซื้อ' is the end of 'คำสั่งซื้อ'; 'ใช้งาน' is inside 'ผู้ใช้งาน' and 'ผู้ใช้งานภายใน'.
    expect(found('สั่งซื้อ')).toEqual(['orders'])
    expect(found('ใช้งาน')).toEqual(['users', 'internalUsers'])
    expect(found('ภายใน')).toEqual(['internalUsers'])
  })

  it('forgives left-out Thai tone marks', () => {
    expect(found('ผูใชงาน')).toEqual(['users', 'internalUsers'])
    expect(found('คูปอง')[0]).toBe('coupons')
  })

  it('ranks the exact title first, then beginnings, then word starts, then the middle of words', () => {
    expect(found('coupon')).toEqual(['coupons', 'couponHistory', 'createCoupon'])
    expect(found('users')).toEqual(['users', 'internalUsers'])
  })

  it('takes words in any order, each anywhere', () => {
    expect(found('history coupon')).toEqual(['couponHistory'])
    expect(found('coupon new')).toEqual(['createCoupon'])
    expect(found('coupon nothing')).toEqual([])
  })

  it('ignores case, accents, extra spaces and zero-width characters', () => {
    expect(normalize('  CoUpÓn\u200b  List ')).toBe('coupon list')
    expect(found('  ORDERS ')).toEqual(['orders'])
  })

  it('gives nothing for a term nothing holds, and everything for a blank one', () => {
    expect(found('zzz')).toEqual([])
    expect(found('   ')).toEqual(names)
    expect(prepareQuery('  ')).toBeNull()
    expect(scoreEntry(null, entries.orders)).toBe(1)
  })
})
