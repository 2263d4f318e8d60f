import { useTranslation } from 'react-i18next'
import type { HomeDashboard } from '../../../api/home'
import { formatNumber } from '../../../domain/money'
import { FiguresTable } from '../../../ui/charts/FiguresTable'
import { periodOf, SalesFiguresTable } from '../../../ui/charts/SalesFiguresTable'

type TractionBucket = HomeDashboard['tractions']['tractionChart'][number]

export function SalesTable({ figures }: { figures: HomeDashboard }) {
  const { t } = useTranslation()
  return (
    <SalesFiguresTable
      buckets={figures.dataSales}
      unit={figures.unit}
      texts={{
        caption: t('home:charts.sales'),
        period: t('home:charts.period'),
        sales: t('home:charts.sales', { unit: figures.unit }),
        orders: t('home:charts.orders'),
      }}
    />
  )
}

export function TractionTable({ figures }: { figures: HomeDashboard }) {
  const { t } = useTranslation()
  return (
    <FiguresTable<TractionBucket>
      caption={t('home:charts.traction')}
      rowHeader={t('home:charts.period')}
      rowLabel={periodOf}
      rows={figures.tractions.tractionChart}
      columns={(['desktop', 'mobile', 'other'] as const).map((platform) => ({
        header: t(`home:charts.${platform}`),
        cell: (bucket) => formatNumber(bucket[platform]),
      }))}
    />
  )
}
