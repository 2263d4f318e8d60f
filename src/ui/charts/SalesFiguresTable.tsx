// The sales of a range as a table, one row per bucket: the screen reader's (and keyboard's) way through
// the sales chart, on the home and in <bo-sales-chart>. The texts come from the caller's own namespace.
import type { HomeDashboard } from '../../api/home'
import { formatMoney, formatNumber } from '../../domain/money'
import { FiguresTable } from './FiguresTable'

export type SalesBucket = HomeDashboard['dataSales'][number]

/** '2026-05-25' for a day, '2026-05-25 – 2026-05-31' for a longer bucket. */
export const periodOf = (bucket: { startDate: string; endDate: string }) =>
  bucket.startDate === bucket.endDate ? bucket.startDate : `${bucket.startDate} – ${bucket.endDate}`

export interface SalesTableTexts {
  caption: string
  period: string
  sales: string
  orders: string
  /** Said in the table when the range has no buckets. */
  empty?: string
}

export function SalesFiguresTable({
  buckets,
  unit,
  texts,
}: {
  buckets: readonly SalesBucket[]
  unit: string
  texts: SalesTableTexts
}) {
  return (
    <FiguresTable<SalesBucket>
      caption={texts.caption}
      rowHeader={texts.period}
      rowLabel={periodOf}
      rows={buckets}
      emptyText={texts.empty}
      columns={[
        { header: texts.sales, cell: (bucket) => formatMoney(bucket.totalSale, unit) },
        { header: texts.orders, cell: (bucket) => formatNumber(bucket.numberOrder) },
      ]}
    />
  )
}
