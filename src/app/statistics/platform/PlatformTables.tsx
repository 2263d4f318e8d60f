// The platform statistics as tables: always there for screen readers, shown instead of a chart on demand.
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../../domain/money'
import { FiguresTable } from '../../../ui/charts/FiguresTable'
import type { Count, Device, DeviceDay } from './platformData'

export function CountsTable({
  caption,
  keyHeader,
  countHeader,
  rows,
}: {
  caption: string
  keyHeader: string
  countHeader: string
  rows: readonly Count[]
}) {
  const { t } = useTranslation()
  return (
    <FiguresTable
      caption={caption}
      rowHeader={keyHeader}
      rowLabel={(row) => row.label}
      rows={rows}
      columns={[{ header: countHeader, cell: (row) => formatNumber(row.n) }]}
      emptyText={t('statistics:platform.empty')}
    />
  )
}

export function SignInsTable({
  caption,
  days,
  labels,
}: {
  caption: string
  days: readonly DeviceDay[]
  labels: Record<Device, string>
}) {
  const { t } = useTranslation()
  return (
    <FiguresTable<DeviceDay>
      caption={caption}
      rowHeader={t('statistics:platform.columns.day')}
      rowLabel={(day) => day.day}
      rows={days}
      columns={(Object.keys(labels) as Device[]).map((device) => ({
        header: labels[device],
        cell: (day) => formatNumber(day[device]),
      }))}
      emptyText={t('statistics:platform.empty')}
    />
  )
}
