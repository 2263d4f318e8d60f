import { sql } from 'kysely'
import type { Db } from '../../server/db/database'
import type { OrderStatus } from '../../src/domain/orders'

/**
 * `count` orders in one statement, spread over the days from `from` every `stepMinutes`, cycling through
 * the six statuses (or all in `status`) and both types, buyers with Thai and Latin names, totals that vary, for list tests
 * that need many rows without the generator. Order numbers are `${prefix}` + a 6-digit sequence.
 */
export async function insertOrders(
  db: Db,
  options: { count: number; prefix: string; from: string; stepMinutes: number; status?: OrderStatus },
): Promise<void> {
  const { count, prefix, from, stepMinutes, status } = options
  await sql`insert into orders (order_number, buyer_member_code, buyer_first_name_th, buyer_last_name_th,
      buyer_first_name_en, buyer_last_name_en, buyer_phone_code, buyer_phone_number, country, currency, status, type,
      payment_method, total_product_price, shipping_fees, taxes, discount, total_price, total_pv, total_quantity,
      shipping_address, created_at, updated_at)
    select ${prefix} || lpad(n::text, 6, '0'), 'TH-' || (100000 + n % 997),
      (array['สมชาย', 'สมหญิง', 'วิชัย'])[1 + n % 3], (array['ใจดี', 'รักไทย'])[1 + n % 2],
      (array['Somchai', 'Somying', 'Wichai'])[1 + n % 3], (array['Jaidee', 'Rakthai'])[1 + n % 2],
      '66', '81' || lpad((n % 10000000)::text, 7, '0'), 'TH', 'THB',
      coalesce(${status ?? null}::text, (array['to_pay', 'to_ship', 'to_receive', 'to_review', 'cancel_refund', 'complete'])[1 + n % 6]),
      case when n % 5 = 0 then 'BMC' else 'ROC' end, 'promptpay',
      100 + (n * 37) % 9000, 50, 0, 0, 150 + (n * 37) % 9000, (n * 7) % 500, 1 + n % 4,
      jsonb_build_object('firstName', 'Somchai', 'lastName', 'Jaidee', 'phoneCode', '66', 'phoneNumber', '812345678',
        'country', 'Thailand', 'postalCode', '10110', 'province', 'กรุงเทพมหานคร', 'provinceEng', 'Bangkok',
        'district', 'วัฒนา', 'districtEng', 'Watthana', 'subDistrict', 'คลองเตยเหนือ', 'subDistrictEng', 'Khlong Toei Nuea',
        'address', '1 Sukhumvit 21'),
      ${from}::timestamptz + n * ${stepMinutes}::int * interval '1 minute',
      ${from}::timestamptz + n * ${stepMinutes}::int * interval '1 minute'
    from generate_series(1, ${count}::int) n`.execute(db)
}
