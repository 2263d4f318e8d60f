// The platform statistics as tables: always there for screen readers, shown instead of a chart on demand.
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../../domain/money'
import type { Count, Device, DeviceDay } from './platformData'

const CELL = 'border-line border-b px-2 py-1 text-left'

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
    <table className="w-full text-fg text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={CELL}>
            {keyHeader}
          </th>
          <th scope="col" className={CELL}>
            {countHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2} className={`${CELL} text-fg-muted`}>
              {t('statistics:platform.empty')}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={`${CELL} font-normal`}>
                {row.label}
              </th>
              <td className={`${CELL} tabular-nums`}>{formatNumber(row.n)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
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
  const devices = Object.keys(labels) as Device[]
  return (
    <table className="w-full text-fg text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={CELL}>
            {t('statistics:platform.columns.day')}
          </th>
          {devices.map((device) => (
            <th key={device} scope="col" className={CELL}>
              {labels[device]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.length === 0 ? (
          <tr>
            <td colSpan={devices.length + 1} className={`${CELL} text-fg-muted`}>
              {t('statistics:platform.empty')}
            </td>
          </tr>
        ) : (
          days.map((day) => (
            <tr key={day.day}>
              <th scope="row" className={`${CELL} font-normal`}>
                {day.day}
              </th>
              {devices.map((device) => (
                <td key={device} className={`${CELL} tabular-nums`}>
                  {formatNumber(day[device])}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  )
}
