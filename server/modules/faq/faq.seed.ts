import { sql } from 'kysely'
import type { Db } from '../../db/database'

const DAY_MS = 86_400_000

/** The demo's questions, by FAQ category (categories.seed.ts), in English and Thai. */
const DEMO_FAQS: Record<string, [string, string, string, string][]> = {
  Orders: [
    [
      'How do I track my order?',
      'ติดตามคำสั่งซื้อได้อย่างไร',
      'Open <strong>My orders</strong> and choose the order: its tracking number and status are shown there.',
      'เปิด <strong>คำสั่งซื้อของฉัน</strong> แล้วเลือกคำสั่งซื้อ จะเห็นหมายเลขพัสดุและสถานะ',
    ],
    [
      'Can I change my order after paying?',
      'แก้ไขคำสั่งซื้อหลังชำระเงินได้หรือไม่',
      'Until it ships, contact us and we will change the address or the items.',
      'ก่อนจัดส่ง ติดต่อเราเพื่อแก้ไขที่อยู่หรือสินค้าได้',
    ],
    [
      'How do I cancel an order?',
      'ยกเลิกคำสั่งซื้ออย่างไร',
      'Orders waiting for payment can be cancelled from the order page.',
      'คำสั่งซื้อที่รอชำระเงินยกเลิกได้จากหน้าคำสั่งซื้อ',
    ],
    [
      'Where do I see my order history?',
      'ดูประวัติคำสั่งซื้อได้ที่ไหน',
      'Every order you placed is listed under <em>My orders</em>.',
      'คำสั่งซื้อทั้งหมดอยู่ในเมนู <em>คำสั่งซื้อของฉัน</em>',
    ],
  ],
  Payments: [
    [
      'Which payment methods can I use?',
      'ชำระเงินด้วยวิธีใดได้บ้าง',
      '<ul><li>PromptPay</li><li>Credit card</li><li>Bank transfer</li></ul>',
      '<ul><li>พร้อมเพย์</li><li>บัตรเครดิต</li><li>โอนผ่านธนาคาร</li></ul>',
    ],
    [
      'When is my payment confirmed?',
      'การชำระเงินจะได้รับการยืนยันเมื่อใด',
      'PromptPay and cards are confirmed at once; transfers within one working day.',
      'พร้อมเพย์และบัตรยืนยันทันที การโอนภายในหนึ่งวันทำการ',
    ],
    [
      'How do I get a tax invoice?',
      'ขอใบกำกับภาษีอย่างไร',
      'Add your billing address before paying and the invoice comes by e-mail.',
      'เพิ่มที่อยู่สำหรับออกใบกำกับภาษีก่อนชำระเงิน ใบกำกับจะส่งทางอีเมล',
    ],
    [
      'Can I pay in instalments?',
      'ผ่อนชำระได้หรือไม่',
      'Orders over ฿3,000 paid by credit card can be split into 3 to 10 months.',
      'คำสั่งซื้อเกิน ฿3,000 ที่ชำระด้วยบัตรเครดิตผ่อนได้ 3 ถึง 10 เดือน',
    ],
  ],
  Membership: [
    [
      'What does SCM Business membership include?',
      'สมาชิก SCM Business ได้รับสิทธิ์อะไรบ้าง',
      'Member prices, PV on every order and the business tools, for 300 baht a year.',
      'ราคาสมาชิก คะแนน PV ทุกคำสั่งซื้อ และเครื่องมือธุรกิจ ในราคา 300 บาทต่อปี',
    ],
    [
      'How do I renew my membership?',
      'ต่ออายุสมาชิกอย่างไร',
      'Renew from your profile up to 30 days before it expires.',
      'ต่ออายุได้จากหน้าโปรไฟล์ภายใน 30 วันก่อนหมดอายุ',
    ],
    [
      'What are PV points?',
      'คะแนน PV คืออะไร',
      'Point value earned with each product, counted towards your tier.',
      'คะแนนที่ได้รับจากสินค้าแต่ละชิ้น ใช้คำนวณระดับสมาชิก',
    ],
    [
      'How do I change my sponsor?',
      'เปลี่ยนผู้แนะนำได้หรือไม่',
      'A sponsor can be changed once, within 7 days of joining, through support.',
      'เปลี่ยนผู้แนะนำได้หนึ่งครั้งภายใน 7 วันหลังสมัคร โดยติดต่อฝ่ายบริการ',
    ],
  ],
  Shipping: [
    [
      'How long does delivery take?',
      'จัดส่งใช้เวลากี่วัน',
      'Two to four working days in Thailand; longer for other countries.',
      'ในประเทศไทย 2 ถึง 4 วันทำการ ต่างประเทศนานกว่านั้น',
    ],
    [
      'Can I pick up at a branch?',
      'รับสินค้าที่สาขาได้หรือไม่',
      'Yes: choose a pickup branch at checkout and bring your order number.',
      'ได้ เลือกสาขาที่รับสินค้าตอนชำระเงินและแสดงหมายเลขคำสั่งซื้อ',
    ],
    [
      'How much is shipping?',
      'ค่าจัดส่งเท่าไร',
      'Free over ฿1,000; otherwise the fee is shown before you pay.',
      'ฟรีเมื่อสั่งซื้อเกิน ฿1,000 มิฉะนั้นจะแสดงค่าจัดส่งก่อนชำระเงิน',
    ],
  ],
}

/**
 * Adds the demo FAQs to the demo FAQ categories (seeded first), with views and votes, once: an FAQ
 * whose English question is there already is left as it is.
 */
export async function seedDemoFaqs(db: Db, asOf = new Date()): Promise<void> {
  let n = 0
  for (const [categoryName, faqs] of Object.entries(DEMO_FAQS)) {
    const category = await db
      .selectFrom('faq_categories')
      .select('id')
      .where(sql<string>`lower(name)`, '=', categoryName.toLowerCase())
      .executeTakeFirst()
    if (!category) continue
    for (const [questionEn, questionTh, answerEn, answerTh] of faqs) {
      n += 1
      const taken = await db
        .selectFrom('faqs')
        .select('id')
        .where('question_en', '=', questionEn)
        .executeTakeFirst()
      if (taken) continue
      const views = 40 + ((n * 137) % 900)
      const { id } = await db
        .insertInto('faqs')
        .values({
          question_en: questionEn,
          question_th: questionTh,
          answer_en: `<p>${answerEn}</p>`.replace('<p><ul>', '<ul>').replace('</ul></p>', '</ul>'),
          answer_th: `<p>${answerTh}</p>`.replace('<p><ul>', '<ul>').replace('</ul></p>', '</ul>'),
          category_id: category.id,
          // One in five is hidden, to show both statuses.
          status: n % 5 === 0 ? 'inactive' : 'active',
          publish_start_date: new Date(asOf.getTime() - (60 - n) * DAY_MS),
          publish_end_date: new Date(asOf.getTime() + (365 + n) * DAY_MS),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      // Counters are only ever added to, never inserted: the demo's are set once the row is there.
      await db
        .updateTable('faqs')
        .set({
          views: String(views),
          helpful: String(Math.floor(views * 0.3)),
          not_helpful: String(Math.floor(views * 0.05)),
        })
        .where('id', '=', id)
        .execute()
    }
  }
}
