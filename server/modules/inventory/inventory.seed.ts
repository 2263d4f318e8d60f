// Generated product categories and products (demo data and scale data). A product is a pure function
// of the run's seed and its number; products are laid out by country in contiguous number ranges, so
// an order finds the products of its country without a list in memory.
import type { ProductFlag } from '../../../src/domain/products'
import { type CommercePlan, PRODUCT_SPAN_MS, spreadTime } from '../../seed/commerce/plan'
import { Rng, STREAMS, stableUuid } from '../../seed/commerce/random'
import type { SeedBatch } from '../../seed/commerce/rowSink'
import { DEMO_PRODUCT_PICTURES, demoPicture } from '../../seed/demoPictureKeys'

type Bilingual = readonly [th: string, en: string]

/** The catalogue's categories, each with product lines and the pack sizes they come in. */
export const SEED_CATEGORIES: { code: string; name: Bilingual; lines: Bilingual[]; packs: Bilingual[] }[] = [
  {
    code: 'health',
    name: ['ผลิตภัณฑ์เสริมอาหาร', 'Dietary supplements'],
    lines: [
      ['คอลลาเจน พลัส', 'Collagen Plus'],
      ['วิตามินซี 1000', 'Vitamin C 1000'],
      ['น้ำมันปลา โอเมก้า 3', 'Omega-3 Fish Oil'],
      ['แคลเซียม ดี3', 'Calcium D3'],
      ['โปรไบโอติก', 'Probiotic'],
      ['ถั่งเช่า สกัด', 'Cordyceps Extract'],
      ['สารสกัดขมิ้นชัน', 'Turmeric Extract'],
      ['มัลติวิตามิน', 'Multivitamin'],
    ],
    packs: [
      ['30 แคปซูล', '30 capsules'],
      ['60 แคปซูล', '60 capsules'],
      ['90 เม็ด', '90 tablets'],
    ],
  },
  {
    code: 'skincare',
    name: ['ดูแลผิว', 'Skincare'],
    lines: [
      ['เซรั่มไฮยาลูรอน', 'Hyaluronic Serum'],
      ['ครีมกันแดด SPF50', 'Sunscreen SPF50'],
      ['โฟมล้างหน้า', 'Facial Foam'],
      ['ไนท์ครีม', 'Night Cream'],
      ['โลชั่นบำรุงผิว', 'Body Lotion'],
      ['มาสก์หน้า', 'Sheet Mask'],
    ],
    packs: [
      ['30 มล.', '30 ml'],
      ['50 มล.', '50 ml'],
      ['100 มล.', '100 ml'],
    ],
  },
  {
    code: 'beverages',
    name: ['เครื่องดื่ม', 'Beverages'],
    lines: [
      ['กาแฟปรุงสำเร็จ', 'Instant Coffee'],
      ['ชาเขียวมัทฉะ', 'Matcha Green Tea'],
      ['โกโก้ลดน้ำตาล', 'Low-sugar Cocoa'],
      ['เครื่องดื่มโปรตีน', 'Protein Shake'],
      ['น้ำผึ้งมะนาว', 'Honey Lemon'],
    ],
    packs: [
      ['10 ซอง', '10 sachets'],
      ['20 ซอง', '20 sachets'],
      ['500 กรัม', '500 g'],
    ],
  },
  {
    code: 'personal-care',
    name: ['ของใช้ส่วนตัว', 'Personal care'],
    lines: [
      ['แชมพูสมุนไพร', 'Herbal Shampoo'],
      ['ยาสีฟันสมุนไพร', 'Herbal Toothpaste'],
      ['สบู่เหลว', 'Body Wash'],
      ['ครีมนวดผม', 'Conditioner'],
      ['โรลออน', 'Roll-on Deodorant'],
    ],
    packs: [
      ['200 มล.', '200 ml'],
      ['400 มล.', '400 ml'],
      ['แพ็ก 3', 'pack of 3'],
    ],
  },
  {
    code: 'home-care',
    name: ['ของใช้ในบ้าน', 'Home care'],
    lines: [
      ['น้ำยาล้างจาน', 'Dishwashing Liquid'],
      ['น้ำยาซักผ้า', 'Laundry Detergent'],
      ['น้ำยาถูพื้น', 'Floor Cleaner'],
      ['สเปรย์ปรับอากาศ', 'Air Freshener'],
    ],
    packs: [
      ['500 มล.', '500 ml'],
      ['1 ลิตร', '1 l'],
      ['ถุงเติม 2 ลิตร', '2 l refill'],
    ],
  },
  {
    code: 'cosmetics',
    name: ['เครื่องสำอาง', 'Cosmetics'],
    lines: [
      ['ลิปสติกเนื้อแมตต์', 'Matte Lipstick'],
      ['คุชชั่นฟาวเดชั่น', 'Cushion Foundation'],
      ['มาสคาร่า', 'Mascara'],
      ['แป้งพัฟ', 'Pressed Powder'],
    ],
    packs: [
      ['เบอร์ 01', 'shade 01'],
      ['เบอร์ 02', 'shade 02'],
      ['เบอร์ 03', 'shade 03'],
    ],
  },
  {
    code: 'weight-control',
    name: ['ควบคุมน้ำหนัก', 'Weight control'],
    lines: [
      ['ไฟเบอร์ดีท็อกซ์', 'Fiber Detox'],
      ['ชาควบคุมน้ำหนัก', 'Slimming Tea'],
      ['มื้อทดแทน', 'Meal Replacement'],
    ],
    packs: [
      ['7 ซอง', '7 sachets'],
      ['14 ซอง', '14 sachets'],
      ['30 ซอง', '30 sachets'],
    ],
  },
  {
    code: 'starter-kits',
    name: ['ชุดสมาชิกใหม่', 'Starter kits'],
    lines: [
      ['ชุดเริ่มต้นธุรกิจ', 'Business Starter Kit'],
      ['ชุดสุขภาพครอบครัว', 'Family Health Set'],
      ['ชุดของขวัญ', 'Gift Set'],
    ],
    packs: [
      ['ชุดเล็ก', 'small set'],
      ['ชุดใหญ่', 'large set'],
    ],
  },
]

/** Product prices are set in baht and converted: a product costs about the same everywhere. */
export const COUNTRY_MONEY: Record<string, { currency: string; perBaht: number; step: number }> = {
  TH: { currency: 'THB', perBaht: 1, step: 10 },
  MY: { currency: 'MYR', perBaht: 0.13, step: 1 },
  SG: { currency: 'SGD', perBaht: 0.038, step: 1 },
  VN: { currency: 'VND', perBaht: 720, step: 1000 },
  KH: { currency: 'KHR', perBaht: 115, step: 100 },
  LA: { currency: 'LAK', perBaht: 610, step: 1000 },
  MM: { currency: 'MMK', perBaht: 60, step: 100 },
}

/** Share of the products each country sells, in number order. */
const PRODUCT_COUNTRIES = [
  ['TH', 70],
  ['MY', 5],
  ['VN', 5],
  ['LA', 5],
  ['KH', 5],
  ['MM', 5],
  ['SG', 5],
] as const

/** The product numbers of each country: contiguous, Thailand's first; empty when the run has too few. */
export function productRange(plan: CommercePlan, country: string): { first: number; count: number } {
  let start = 0
  for (const [code, share] of PRODUCT_COUNTRIES) {
    const end = start + share
    const first = Math.floor((start / 100) * plan.products.count)
    const last = Math.floor((end / 100) * plan.products.count)
    if (code === country) return { first: plan.products.first + first, count: last - first }
    start = end
  }
  return { first: plan.products.first, count: 0 }
}

export const productCode = (number: number) => `PRD${String(number).padStart(6, '0')}`

export interface GeneratedProduct {
  number: number
  id: string
  code: string
  country: string
  categoryCode: string
  nameTh: string
  nameEn: string
  /** A unit code the screens translate. */
  unit: 'piece' | 'set'
  /** In the country's minor units (satang, sen, ...). */
  memberPriceMinor: number
  personalPriceMinor: number
  pv: number
  /** One of the demo pictures, the first of the product's images. */
  imageKey: string
  createdAt: Date
}

function countryOf(plan: CommercePlan, number: number): string {
  for (const [code] of PRODUCT_COUNTRIES) {
    const range = productRange(plan, code)
    if (number >= range.first && number < range.first + range.count) return code
  }
  return 'TH'
}

/** Product `number` of the plan, with what an order line needs. */
export function generatedProduct(plan: CommercePlan, number: number): GeneratedProduct & { rng: Rng } {
  const rng = new Rng(plan.seed, STREAMS.product, number)
  const country = countryOf(plan, number)
  const category = rng.pick(SEED_CATEGORIES)
  const [lineTh, lineEn] = rng.pick(category.lines)
  const [packTh, packEn] = rng.pick(category.packs)
  const money = COUNTRY_MONEY[country]
  // Prices from about ฿150 to ฿3,500, more of them cheap; starter kits cost more.
  const baht =
    Math.exp(Math.log(150) + rng.next() * Math.log(3500 / 150)) * (category.code === 'starter-kits' ? 2 : 1)
  const step = money.step
  const memberPrice = Math.max(step, Math.round((baht * money.perBaht) / step) * step)
  const personalPrice = Math.round((memberPrice * 1.25) / step) * step
  const code = productCode(number)
  return {
    number,
    id: stableUuid(plan.seed, STREAMS.product, number),
    code,
    country,
    categoryCode: category.code,
    nameTh: `${lineTh} ${packTh}`,
    nameEn: `${lineEn} ${packEn}`,
    unit: category.code === 'starter-kits' ? 'set' : 'piece',
    memberPriceMinor: memberPrice * 100,
    personalPriceMinor: personalPrice * 100,
    // PV follows the price in baht, whatever the currency: 10% to 40% of it, whole points.
    pv: Math.max(1, Math.round((memberPrice / money.perBaht) * (0.1 + rng.next() * 0.3))),
    imageKey: demoPicture(DEMO_PRODUCT_PICTURES, number),
    createdAt: spreadTime(
      plan.asOf,
      PRODUCT_SPAN_MS,
      number - plan.products.first,
      plan.products.count,
      rng.next(),
    ),
    rng,
  }
}

export const minorToDecimal = (minor: number) => (minor / 100).toFixed(2)

/** Adds product `number` and its images (demo pictures, its main one first) to the batch. */
export function addProduct(plan: CommercePlan, number: number, batch: SeedBatch): void {
  const product = generatedProduct(plan, number)
  const { rng } = product
  const ageDays = (plan.asOf.getTime() - product.createdAt.getTime()) / 86_400_000
  const flagPick = rng.weighted([
    ['none', 70],
    ['best_seller', 15],
    ['promotion', 10],
    ['limited', 5],
  ] as const)
  const flag: ProductFlag | null = flagPick === 'none' ? null : flagPick
  const reviews = rng.int(0, 400)
  const endsSoon = flag === 'promotion' ? new Date(plan.asOf.getTime() + rng.int(3, 60) * 86_400_000) : null
  batch.add('products', {
    id: product.id,
    product_code: product.code,
    country: product.country,
    category_id: plan.categoryIds.get(product.categoryCode) ?? null,
    name_th: product.nameTh,
    name_en: product.nameEn,
    description_th: `${product.nameTh} ผลิตภัณฑ์คุณภาพสำหรับสมาชิก`,
    description_en: `${product.nameEn}, a quality product for members.`,
    unit: product.unit,
    member_price: minorToDecimal(product.memberPriceMinor),
    personal_price: minorToDecimal(product.personalPriceMinor),
    pv: product.pv,
    weight_grams: rng.int(50, 2000),
    stock: rng.chance(0.08) ? 0 : rng.int(5, 5000),
    sold: rng.int(0, 20000),
    rating: reviews > 0 ? (3 + rng.next() * 2).toFixed(1) : null,
    approved_review_count: reviews,
    status: rng.chance(0.9) ? 'active' : 'inactive',
    flag,
    is_new: ageDays < 60,
    sale_start_at: product.createdAt,
    sale_end_at: endsSoon,
    created_at: product.createdAt,
    updated_at: product.createdAt,
  })
  const images = rng.int(1, 4)
  for (let position = 0; position < images; position++)
    batch.add('product_media', {
      product_id: product.id,
      position,
      file_type: 'image',
      media_key: demoPicture(DEMO_PRODUCT_PICTURES, number + position),
    })
}
