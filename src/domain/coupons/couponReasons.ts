// Why each check of a coupon passed or failed, in both languages: support staff read these to a
// member, and the checkout shows them. Kept in the domain with the evaluator that decides them.
import type { Bilingual } from '../constants'
import { bangkokDate } from './couponInstants'

/** Baht from minor units (satang), with thousands commas and two decimals: '฿1,234.50'. */
export function baht(minor: number): string {
  const whole = Math.floor(Math.abs(minor) / 100)
  const cents = Math.abs(minor) % 100
  let grouped = `${whole % 1000}`
  for (let rest = Math.floor(whole / 1000); rest > 0; rest = Math.floor(rest / 1000))
    grouped = `${rest % 1000},${grouped.padStart(3 + grouped.length - grouped.split(',')[0].length, '0')}`
  return `${minor < 0 ? '-' : ''}฿${grouped}.${cents < 10 ? '0' : ''}${cents}`
}

const both = (en: string, th: string): Bilingual => ({ en, th })

export const REASONS = {
  active: both('The coupon is active.', 'คูปองเปิดใช้งานอยู่'),
  inactive: both('The coupon is inactive.', 'คูปองปิดใช้งานอยู่'),
  inPeriod: (from: number, to: number) =>
    both(
      `Within the redeem period ${bangkokDate(from)} to ${bangkokDate(to)}.`,
      `อยู่ในช่วงเวลาใช้คูปอง ${bangkokDate(from)} ถึง ${bangkokDate(to)}`,
    ),
  beforePeriod: (from: number) =>
    both(`The redeem period starts on ${bangkokDate(from)}.`, `ช่วงเวลาใช้คูปองเริ่มวันที่ ${bangkokDate(from)}`),
  afterPeriod: (to: number) =>
    both(`The redeem period ended on ${bangkokDate(to)}.`, `ช่วงเวลาใช้คูปองสิ้นสุดแล้วเมื่อวันที่ ${bangkokDate(to)}`),
  location: (ok: boolean, member: string, coupon: string) =>
    ok
      ? both(`The member is in ${coupon}, where the coupon is valid.`, `สมาชิกอยู่ใน ${coupon} ซึ่งใช้คูปองนี้ได้`)
      : both(
          `The coupon is valid in ${coupon}; the member is in ${member}.`,
          `คูปองใช้ได้ใน ${coupon} แต่สมาชิกอยู่ใน ${member}`,
        ),
  covered: (base: number) =>
    both(
      `${baht(base)} of the order is covered by the coupon.`,
      `ยอด ${baht(base)} ของคำสั่งซื้ออยู่ในขอบเขตของคูปอง`,
    ),
  notCovered: both('Nothing in the order is covered by the coupon.', 'ไม่มีรายการใดในคำสั่งซื้ออยู่ในขอบเขตของคูปอง'),
  unlimited: both('No limit.', 'ไม่จำกัดจำนวน'),
  limit: (used: number, limit: number, window: Bilingual) =>
    used < limit
      ? both(
          `${used} of ${limit} redemptions used ${window.en}; ${limit - used} left.`,
          `ใช้ไปแล้ว ${used} จาก ${limit} ครั้ง${window.th} เหลือ ${limit - used} ครั้ง`,
        )
      : both(`All ${limit} redemptions used ${window.en}.`, `ใช้ครบ ${limit} ครั้ง${window.th}แล้ว`),
  window: {
    'Per Day': both('today', 'ในวันนี้'),
    'Per Month': both('this month', 'ในเดือนนี้'),
    'Per Coupon': both('in all', 'ทั้งหมด'),
  },
  joinedIn: (ok: boolean, joined: number, from: number, to: number) =>
    both(
      `The member joined on ${bangkokDate(joined)}, ${ok ? 'within' : 'outside'} ${bangkokDate(from)} to ${bangkokDate(to)}.`,
      `สมาชิกสมัครเมื่อ ${bangkokDate(joined)} ${ok ? 'อยู่ใน' : 'ไม่อยู่ใน'}ช่วง ${bangkokDate(from)} ถึง ${bangkokDate(to)}`,
    ),
  chainRedeemed: (code: string, at: number) =>
    both(
      `The member redeemed ${code} on ${bangkokDate(at)}.`,
      `สมาชิกใช้คูปอง ${code} แล้วเมื่อ ${bangkokDate(at)}`,
    ),
  chainMissing: (code: string) =>
    both(`The member has not redeemed ${code} yet.`, `สมาชิกยังไม่ได้ใช้คูปอง ${code}`),
  minimum: (ok: boolean, total: number, minimum: number) =>
    ok
      ? both(
          `The order's products total ${baht(total)}, at least ${baht(minimum)}.`,
          `ยอดสินค้า ${baht(total)} ถึงขั้นต่ำ ${baht(minimum)}`,
        )
      : both(
          `The order's products total ${baht(total)}, less than ${baht(minimum)}.`,
          `ยอดสินค้า ${baht(total)} ไม่ถึงขั้นต่ำ ${baht(minimum)}`,
        ),
  orderType: (ok: boolean, type: string, wanted: string) =>
    ok
      ? both(`The order is ${type}; the coupon takes ${wanted}.`, `คำสั่งซื้อเป็นแบบ ${type} คูปองใช้ได้กับ ${wanted}`)
      : both(
          `The order is ${type}; the coupon takes only ${wanted}.`,
          `คำสั่งซื้อเป็นแบบ ${type} แต่คูปองใช้ได้กับ ${wanted} เท่านั้น`,
        ),
  oneOf: (ok: boolean, what: Bilingual, value: string, allowed: readonly string[]) =>
    ok
      ? both(`The member's ${what.en} ${value} is allowed.`, `${what.th}ของสมาชิก ${value} ใช้คูปองนี้ได้`)
      : both(
          `The member's ${what.en} ${value} is not one of ${allowed.join(', ')}.`,
          `${what.th}ของสมาชิก ${value} ไม่อยู่ใน ${allowed.join(', ')}`,
        ),
  tier: both('tier', 'ระดับ'),
  memberType: both('type', 'ประเภท'),
  promote: (ok: boolean, from: number, to: number) =>
    ok
      ? both(
          `Within the promote period ${bangkokDate(from)} to ${bangkokDate(to)}.`,
          `อยู่ในช่วงโปรโมต ${bangkokDate(from)} ถึง ${bangkokDate(to)}`,
        )
      : both(
          `Outside the promote period ${bangkokDate(from)} to ${bangkokDate(to)}.`,
          `ไม่อยู่ในช่วงโปรโมต ${bangkokDate(from)} ถึง ${bangkokDate(to)}`,
        ),
  lastDay: (ok: boolean, lastDay: number, from: Bilingual) =>
    ok
      ? both(
          `Redeemable until ${bangkokDate(lastDay)} (${from.en}).`,
          `ใช้ได้ถึง ${bangkokDate(lastDay)} (${from.th})`,
        )
      : both(
          `Redeemable only until ${bangkokDate(lastDay)} (${from.en}).`,
          `ใช้ได้ถึง ${bangkokDate(lastDay)} เท่านั้น (${from.th})`,
        ),
  fromJoin: (days: number) => both(`${days} days from joining`, `${days} วันนับจากวันสมัคร`),
  fromChain: (days: number, code: string) =>
    both(`${days} days from redeeming ${code}`, `${days} วันนับจากวันที่ใช้คูปอง ${code}`),
  noSponsor: both(
    'The member has no sponsor, so no sponsor limit applies.',
    'สมาชิกไม่มีผู้แนะนำ จึงไม่มีการจำกัดต่อผู้แนะนำ',
  ),
  sponsor: (used: number, limit: number) =>
    used < limit
      ? both(
          `${used} of ${limit} members under the same sponsor redeemed it; ${limit - used} left.`,
          `สมาชิกภายใต้ผู้แนะนำเดียวกันใช้ไปแล้ว ${used} จาก ${limit} คน เหลือ ${limit - used}`,
        )
      : both(
          `All ${limit} redemptions for members under the same sponsor are used.`,
          `สมาชิกภายใต้ผู้แนะนำเดียวกันใช้ครบ ${limit} ครั้งแล้ว`,
        ),
}
