import { useTranslation } from 'react-i18next'
import type { HomeDashboard } from '../../../api/home'
import { formatMoney, formatNumber } from '../../../domain/money'

const period = (bucket: { startDate: string; endDate: string }) =>
  bucket.startDate === bucket.endDate ? bucket.startDate : `${bucket.startDate} – ${bucket.endDate}`

const CELL = 'border-line border-b px-2 py-1 text-left'

export function SalesTable({ figures }: { figures: HomeDashboard }) {
  const { t } = useTranslation()
  return (
    <table className="w-full text-fg text-sm">
      <caption className="sr-only">{t('home:charts.sales')}</caption>
      <thead>
        <tr>
          <th scope="col" className={CELL}>
            {t('home:charts.period')}
          </th>
          <th scope="col" className={CELL}>
            {t('home:charts.sales', { unit: figures.unit })}
          </th>
          <th scope="col" className={CELL}>
            {t('home:charts.orders')}
          </th>
        </tr>
      </thead>
      <tbody>
        {figures.dataSales.map((bucket) => (
          <tr key={bucket.startDate}>
            <th scope="row" className={`${CELL} font-normal`}>
              {period(bucket)}
            </th>
            <td className={`${CELL} tabular-nums`}>{formatMoney(bucket.totalSale, figures.unit)}</td>
            <td className={`${CELL} tabular-nums`}>{formatNumber(bucket.numberOrder)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function TractionTable({ figures }: { figures: HomeDashboard }) {
  const { t } = useTranslation()
  return (
    <table className="w-full text-fg text-sm">
      <caption className="sr-only">{t('home:charts.traction')}</caption>
      <thead>
        <tr>
          <th scope="col" className={CELL}>
            {t('home:charts.period')}
          </th>
          <th scope="col" className={CELL}>
            {t('home:charts.desktop')}
          </th>
          <th scope="col" className={CELL}>
            {t('home:charts.mobile')}
          </th>
          <th scope="col" className={CELL}>
            {t('home:charts.other')}
          </th>
        </tr>
      </thead>
      <tbody>
        {figures.tractions.tractionChart.map((bucket) => (
          <tr key={bucket.startDate}>
            <th scope="row" className={`${CELL} font-normal`}>
              {period(bucket)}
            </th>
            <td className={`${CELL} tabular-nums`}>{formatNumber(bucket.desktop)}</td>
            <td className={`${CELL} tabular-nums`}>{formatNumber(bucket.mobile)}</td>
            <td className={`${CELL} tabular-nums`}>{formatNumber(bucket.other)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
