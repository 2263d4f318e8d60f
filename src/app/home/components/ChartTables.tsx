import { useTranslation } from 'react-i18next'
import type { HomeDashboard } from '../../../api/home'
import { formatMoney, formatNumber } from '../../../domain/money'
import { FiguresTable } from '../../../ui/charts/FiguresTable'

const period = (bucket: { startDate: string; endDate: string }) =>
  bucket.startDate === bucket.endDate ? bucket.startDate : `${bucket.startDate} – ${bucket.endDate}`

type SalesBucket = HomeDashboard['dataSales'][number]
type TractionBucket = HomeDashboard['tractions']['tractionChart'][number]

export function SalesTable({ figures }: { figures: HomeDashboard }) {
  const { t } = useTranslation()
  return (
    <FiguresTable<SalesBucket>
      caption={t('home:charts.sales')}
      rowHeader={t('home:charts.period')}
      rowLabel={period}
      rows={figures.dataSales}
      columns={[
        {
          header: t('home:charts.sales', { unit: figures.unit }),
          cell: (bucket) => formatMoney(bucket.totalSale, figures.unit),
        },
        { header: t('home:charts.orders'), cell: (bucket) => formatNumber(bucket.numberOrder) },
      ]}
    />
  )
}

export function TractionTable({ figures }: { figures: HomeDashboard }) {
  const { t } = useTranslation()
  return (
    <FiguresTable<TractionBucket>
      caption={t('home:charts.traction')}
      rowHeader={t('home:charts.period')}
      rowLabel={period}
      rows={figures.tractions.tractionChart}
      columns={(['desktop', 'mobile', 'other'] as const).map((platform) => ({
        header: t(`home:charts.${platform}`),
        cell: (bucket) => formatNumber(bucket[platform]),
      }))}
    />
  )
}
