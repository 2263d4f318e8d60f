import type { TFunction } from 'i18next'
import { type ClientDevice, describeDevice } from '../../domain/devices'
import type { AccessHistorySort } from '../../domain/listSort'
import { formatDateTime } from '../../ui/dateRange/dateRange'
import type { Column } from '../../ui/pagedList/PagedList'

/** What both access histories show of a sign-in or sign-out. */
interface AccessEntry {
  event: 'sign-in' | 'sign-out' | 'view-as'
  /** Whose view a staff member's view-as opened (a role's or a staff member's name). */
  viewedAs?: string | null
  os: string | null
  device: ClientDevice | null
  ip: string | null
  createdAt: string
}

const orDash = (value: string | null) => value || '—'

/** The columns after 'who': event, os, device, ip, date. */
export function accessColumns<T extends AccessEntry>(t: TFunction): Column<T, AccessHistorySort>[] {
  return [
    {
      id: 'event',
      header: t('statistics:columns.event'),
      cell: (row) =>
        row.viewedAs
          ? `${t(`statistics:events.${row.event}`)}: ${row.viewedAs}`
          : t(`statistics:events.${row.event}`),
    },
    { id: 'os', header: t('statistics:columns.os'), cell: (row) => orDash(row.os) },
    {
      id: 'device',
      header: t('statistics:columns.device'),
      cell: (row) => orDash(describeDevice(row.device, (key, vars) => t(key, vars ?? {}))),
    },
    {
      id: 'ip',
      header: t('statistics:columns.ip'),
      cell: (row) => <span className="font-mono text-xs">{orDash(row.ip)}</span>,
    },
    {
      id: 'date',
      sort: 'date',
      header: t('statistics:columns.date'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => formatDateTime(row.createdAt),
    },
  ]
}
