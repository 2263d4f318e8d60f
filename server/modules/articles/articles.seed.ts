import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { DEMO_ARTICLE_PICTURES, demoPicture } from '../../seed/demoPictureKeys'

// Filed under the demo categories; these two only when no category exists yet (a fresh database
// without them), named so they cannot clash with the categories' own demo names.
const FALLBACK_CATEGORIES = ['Member stories', 'Product guides'] as const

const TOPICS: readonly { en: string; th: string }[] = [
  { en: 'Healthy habits for the rainy season', th: 'นิสัยดีต่อสุขภาพในฤดูฝน' },
  { en: 'How our members grow their business', th: 'สมาชิกของเราเติบโตทางธุรกิจได้อย่างไร' },
  { en: 'New collagen range arrives this month', th: 'คอลลาเจนรุ่นใหม่มาถึงเดือนนี้' },
  { en: 'Five tips for shipping faster', th: 'ห้าเคล็ดลับส่งสินค้าให้เร็วขึ้น' },
  { en: 'Year-end promotion for every member', th: 'โปรโมชันส่งท้ายปีสำหรับสมาชิกทุกคน' },
  { en: 'Understanding your PV points', th: 'ทำความเข้าใจคะแนน PV ของคุณ' },
  { en: 'Our new warehouse in Chiang Mai', th: 'คลังสินค้าแห่งใหม่ของเราที่เชียงใหม่' },
  { en: 'Sleep better with simple routines', th: 'นอนหลับดีขึ้นด้วยกิจวัตรง่าย ๆ' },
  { en: 'Meet the team behind our support line', th: 'รู้จักทีมงานเบื้องหลังสายด่วนของเรา' },
  { en: 'Choosing the right plan for your family', th: 'เลือกแผนที่เหมาะกับครอบครัวของคุณ' },
  { en: 'Safe payments on the mobile app', th: 'ชำระเงินอย่างปลอดภัยบนแอปมือถือ' },
  { en: 'A guide to the member tiers', th: 'คู่มือระดับสมาชิก' },
]

const EN = {
  subjects: [
    'Our members',
    'Many families',
    'The support team',
    'Small shops',
    'New customers',
    'Our partners',
  ],
  verbs: [
    'often choose',
    'carefully compare',
    'happily recommend',
    'regularly share',
    'quickly find',
    'always value',
  ],
  objects: [
    'fresh products from local farms',
    'simple ways to stay healthy',
    'clear prices and fair points',
    'fast delivery across the country',
    'friendly advice from experienced staff',
    'useful guides for every season',
  ],
  endings: [
    'every week.',
    'in every province.',
    'before the holidays.',
    'with their friends.',
    'at home.',
    'online.',
  ],
}
const TH = {
  subjects: ['สมาชิกของเรา', 'หลายครอบครัว', 'ทีมบริการลูกค้า', 'ร้านค้าขนาดเล็ก', 'ลูกค้าใหม่', 'พันธมิตรของเรา'],
  verbs: ['มักเลือก', 'เปรียบเทียบอย่างรอบคอบ', 'ยินดีแนะนำ', 'แบ่งปันเป็นประจำ', 'ค้นหาได้อย่างรวดเร็ว', 'ให้ความสำคัญกับ'],
  objects: [
    'สินค้าสดใหม่จากฟาร์มท้องถิ่น',
    'วิธีง่าย ๆ ในการดูแลสุขภาพ',
    'ราคาที่ชัดเจนและคะแนนที่ยุติธรรม',
    'การจัดส่งที่รวดเร็วทั่วประเทศ',
    'คำแนะนำที่เป็นมิตรจากพนักงานที่มีประสบการณ์',
    'คู่มือที่มีประโยชน์สำหรับทุกฤดูกาล',
  ],
  endings: ['ทุกสัปดาห์', 'ในทุกจังหวัด', 'ก่อนช่วงวันหยุด', 'ร่วมกับเพื่อน ๆ', 'ที่บ้าน', 'ทางออนไลน์'],
}

/** Readable paragraphs from a small word bank, different for each article (`seed`); well over 200 words. */
function bodyOf(bank: typeof EN, seed: number, thai: boolean): string {
  const paragraphs: string[] = []
  for (let p = 0; p < 6; p++) {
    const sentences: string[] = []
    for (let s = 0; s < 5; s++) {
      const n = seed * 7 + p * 5 + s
      const pick = (list: readonly string[], step: number) => list[(n * step + seed) % list.length]
      const parts = [
        pick(bank.subjects, 1),
        pick(bank.verbs, 5),
        pick(bank.objects, 7),
        pick(bank.endings, 11),
      ]
      sentences.push(parts.join(' '))
    }
    paragraphs.push(`<p>${sentences.join(' ')}</p>`)
  }
  return [
    `<h2>${thai ? 'ภาพรวม' : 'Overview'}</h2>`,
    ...paragraphs.slice(0, 3),
    `<h2>${thai ? 'รายละเอียด' : 'Details'}</h2>`,
    ...paragraphs.slice(3),
  ].join('')
}

const DAY = 24 * 60 * 60 * 1000

/**
 * The demo's articles: twelve in Thai and English across the news-and-article categories, most live,
 * a few scheduled or ended, one inactive, with views. Main images are the demo's article pictures.
 */
export async function seedDemoArticles(db: Db, now = new Date()): Promise<void> {
  let categories = await db
    .selectFrom('article_categories')
    .select('id')
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  if (categories.length === 0) {
    for (const name of FALLBACK_CATEGORIES)
      await sql`insert into article_categories (name) values (${name}) on conflict ((lower(name))) do nothing`.execute(
        db,
      )
    categories = await db
      .selectFrom('article_categories')
      .select('id')
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  }
  await db
    .insertInto('articles')
    .values(
      TOPICS.map((topic, n) => {
        // Two ended, two scheduled, the rest live; each created a few days after the last.
        const start = new Date(now.getTime() + (n < 2 ? -120 + n * 10 : n >= 10 ? 3 + n : -60 + n * 4) * DAY)
        const end = new Date(start.getTime() + (n < 2 ? 30 : 120) * DAY)
        const created = new Date(Math.min(start.getTime(), now.getTime()) - (12 - n) * DAY)
        return {
          name_en: topic.en,
          name_th: topic.th,
          category_id: categories[n % categories.length].id,
          status: n === 5 ? ('inactive' as const) : ('active' as const),
          image_key: demoPicture(DEMO_ARTICLE_PICTURES, n),
          start_publish_date: start,
          end_publish_date: end,
          content_en: bodyOf(EN, n, false),
          content_th: bodyOf(TH, n, true),
          views: String(n >= 10 ? 0 : ((n * 7919) % 4000) + 25),
          created_at: created,
          updated_at: created,
        }
      }),
    )
    .execute()
}
