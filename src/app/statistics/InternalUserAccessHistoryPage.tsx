import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/queryClient'
import { type InternalAccessHistoryPage, statisticsKeys } from '../../api/statistics'
import { ACCESS_HISTORY_SORTS, type AccessHistorySort } from '../../domain/listSort'
import type { Column } from '../../ui/pagedList/PagedList'
import { accessColumns } from './accessColumns'
import { HistoryScreen } from './HistoryScreen'

type Entry = InternalAccessHistoryPage['data'][number]

/** Staff sign-ins and sign-outs with os, device and ip (spec section 2, platform statistics). */
export function InternalUserAccessHistoryPage() {
  const { t } = useTranslation()
  const columns = useMemo<Column<Entry, AccessHistorySort>[]>(
    () => [
      {
        id: 'user',
        header: t('statistics:columns.user'),
        rowHeader: true,
        cell: (row) => (
          <span className="block min-w-0">
            <span className="block">{row.name ?? t('statistics:deleted_user')}</span>
            {row.email ? <span className="block break-all text-fg-muted text-xs">{row.email}</span> : null}
          </span>
        ),
      },
      ...accessColumns<Entry>(t),
    ],
    [t],
  )
  return (
    <HistoryScreen
      listId="internal-user-access-history"
      sorts={ACCESS_HISTORY_SORTS}
      title={t('statistics:nav.routes.statistics.internalUserAccess.title')}
      tableLabel={t('statistics:internal_table')}
      searchLabel={t('statistics:internal_search')}
      searchPlaceholder={t('statistics:internal_search_placeholder')}
      emptyText={t('statistics:empty')}
      columns={columns}
      rowKey={(row) => row._id}
      query={(query) => $api.queryOptions(...statisticsKeys.internalUserAccess(query))}
      exportData="internal-user-access-history"
      feature="internalUserAccessHistory"
    />
  )
}
