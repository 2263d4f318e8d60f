import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/queryClient'
import { type MemberAccessHistoryPage, statisticsKeys } from '../../api/statistics'
import { ACCESS_HISTORY_SORTS, type AccessHistorySort } from '../../domain/listSort'
import type { Column } from '../../ui/pagedList/PagedList'
import { accessColumns } from './accessColumns'
import { HistoryScreen } from './HistoryScreen'

type Entry = MemberAccessHistoryPage['data'][number]

/** Members' sign-ins and sign-outs with os, device and ip (spec section 2, platform statistics). */
export function UserAccessHistoryPage() {
  const { t } = useTranslation()
  const columns = useMemo<Column<Entry, AccessHistorySort>[]>(
    () => [
      {
        id: 'member',
        header: t('statistics:columns.member'),
        rowHeader: true,
        cell: (row) => row.memberId ?? t('statistics:deleted_member'),
      },
      ...accessColumns<Entry>(t),
    ],
    [t],
  )
  return (
    <HistoryScreen
      listId="user-access-history"
      sorts={ACCESS_HISTORY_SORTS}
      title={t('statistics:nav.routes.statistics.userAccess.title')}
      tableLabel={t('statistics:member_table')}
      searchLabel={t('statistics:member_search')}
      searchPlaceholder={t('statistics:member_search_placeholder')}
      emptyText={t('statistics:empty')}
      columns={columns}
      rowKey={(row) => row._id}
      query={(query) => $api.queryOptions(...statisticsKeys.userAccess(query))}
      exportData="user-access-history"
      feature="userAccessHistory"
    />
  )
}
