import type { BulkSession } from '../../db/bulkCopy'

/** A column's value as the generator makes it; objects are jsonb. */
export type SeedValue = string | number | boolean | null | Date | object
export type SeedRow = Record<string, SeedValue>

/** The tables the commerce generator fills, parents before children, with the columns it writes. */
export const SEED_TABLES = {
  members: [
    'id',
    'member_code',
    'first_name_th',
    'last_name_th',
    'first_name_en',
    'last_name_en',
    'phone_code',
    'phone_number',
    'email',
    'status',
    'member_type',
    'tier',
    'sponsor_id',
    'document_status',
    'country',
    'citizenship',
    'gender',
    'date_of_birth',
    'expired_date',
    'two_fa_enabled',
    'google_auth',
    'sms_auth',
    'facebook_auth',
    'created_at',
    'updated_at',
  ],
  member_addresses: [
    'member_id',
    'category',
    'is_default',
    'first_name',
    'last_name',
    'phone_code',
    'phone_number',
    'country',
    'address',
    'sub_district_id',
    'province_th',
    'province_en',
    'district_th',
    'district_en',
    'sub_district_th',
    'sub_district_en',
    'postal_code',
    'created_at',
  ],
  products: [
    'id',
    'product_code',
    'country',
    'category_id',
    'name_th',
    'name_en',
    'description_th',
    'description_en',
    'unit',
    'member_price',
    'personal_price',
    'pv',
    'weight_grams',
    'stock',
    'sold',
    'rating',
    'approved_review_count',
    'status',
    'flag',
    'is_new',
    'sale_start_at',
    'sale_end_at',
    'created_at',
    'updated_at',
  ],
  product_media: ['product_id', 'position', 'file_type', 'media_key'],
  orders: [
    'id',
    'order_number',
    'member_id',
    'buyer_member_code',
    'buyer_first_name_th',
    'buyer_last_name_th',
    'buyer_first_name_en',
    'buyer_last_name_en',
    'buyer_phone_code',
    'buyer_phone_number',
    'country',
    'currency',
    'status',
    'type',
    'payment_method',
    'total_product_price',
    'shipping_fees',
    'taxes',
    'discount',
    'total_price',
    'total_pv',
    'total_quantity',
    'courier_name',
    'tracking_number',
    'pickup_address',
    'shipping_address',
    'billing_address',
    'arriving_on',
    'created_at',
    'updated_at',
    'version',
  ],
  order_items: [
    'order_id',
    'line_no',
    'product_id',
    'product_code',
    'product_name_th',
    'product_name_en',
    'price',
    'pv',
    'quantity',
    'unit',
    'image_key',
    'is_reviewed',
  ],
  order_tracking: [
    'order_id',
    'seq',
    'name',
    'status_code',
    'description',
    'tracked_at',
    'tracking_number',
    'last_mile_signature_key',
  ],
  order_coupons: ['order_id', 'coupon_code', 'coupon_name', 'discount_category', 'discount_amount'],
  order_history: ['order_id', 'actor_kind', 'actor_name', 'action', 'changes', 'created_at'],
} as const satisfies Record<string, readonly string[]>

export type SeedTable = keyof typeof SEED_TABLES
export const SEED_TABLE_ORDER = Object.keys(SEED_TABLES) as SeedTable[]

/** Rows of one batch, per table; written together in one transaction. */
export interface SeedBatch {
  add(table: SeedTable, row: SeedRow): void
  readonly rowCount: number
}

/** Where batches go: COPY on a database, or memory for tests. */
export interface RowSink {
  newBatch(): SeedBatch
  write(batch: SeedBatch): Promise<void>
}

// COPY's text format: tab-separated, \N for null, backslash escapes.
const escapeCopy = (text: string) =>
  /[\\\t\n\r]/.test(text)
    ? text.replace(/[\\\t\n\r]/g, (c) =>
        c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
      )
    : text

export function copyField(value: SeedValue): string {
  if (value === null) return '\\N'
  if (typeof value === 'string') return escapeCopy(value)
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return value ? 't' : 'f'
  if (value instanceof Date) return value.toISOString()
  return escapeCopy(JSON.stringify(value))
}

const LINES_PER_CHUNK = 1000

/**
 * A batch kept as COPY text per table. Each line is joined flat at once and every thousand lines into
 * one string, so a batch holds a few hundred strings instead of millions of small pieces for the
 * garbage collector to walk.
 */
export class CopyTextBatch implements SeedBatch {
  private readonly tables = new Map<SeedTable, { chunks: string[]; lines: string[] }>()
  rowCount = 0

  add(table: SeedTable, row: SeedRow): void {
    let text = this.tables.get(table)
    if (!text) {
      text = { chunks: [], lines: [] }
      this.tables.set(table, text)
    }
    const columns = SEED_TABLES[table]
    const fields = new Array<string>(columns.length)
    for (let i = 0; i < columns.length; i++) fields[i] = copyField(row[columns[i]] ?? null)
    text.lines.push(fields.join('\t'))
    if (text.lines.length === LINES_PER_CHUNK) {
      text.chunks.push(text.lines.join('\n'))
      text.lines = []
    }
    this.rowCount++
  }

  /** Each table's COPY text, parents first. */
  copies(): { table: SeedTable; columns: readonly string[]; text: string }[] {
    return SEED_TABLE_ORDER.flatMap((table) => {
      const text = this.tables.get(table)
      if (!text) return []
      const chunks = text.lines.length > 0 ? [...text.chunks, text.lines.join('\n')] : text.chunks
      return [{ table, columns: SEED_TABLES[table], text: `${chunks.join('\n')}\n` }]
    })
  }
}

/** A batch kept as rows per table. */
export class RowsBatch implements SeedBatch {
  readonly rows = new Map<SeedTable, SeedRow[]>()
  rowCount = 0

  add(table: SeedTable, row: SeedRow): void {
    const rows = this.rows.get(table) ?? []
    if (rows.length === 0) this.rows.set(table, rows)
    rows.push(row)
    this.rowCount++
  }
}

/** COPY of each batch's tables in a bulk session (PostgreSQL's COPY FROM STDIN, PGlite's blob). */
export function copySink(session: Pick<BulkSession, 'copy'>): RowSink {
  return {
    newBatch: () => new CopyTextBatch(),
    write: (batch) => session.copy((batch as CopyTextBatch).copies()),
  }
}

/** Keeps every batch's rows, for tests of what the generator makes. */
export function memorySink(): RowSink & { rows: Map<SeedTable, SeedRow[]> } {
  const all = new Map<SeedTable, SeedRow[]>()
  return {
    rows: all,
    newBatch: () => new RowsBatch(),
    write: async (batch) => {
      for (const [table, rows] of (batch as RowsBatch).rows)
        all.set(table, [...(all.get(table) ?? []), ...rows])
    },
  }
}
