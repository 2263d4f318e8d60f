import '../locales'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { listUserAccessHistory, type MemberAccessHistoryPage } from '../../../api/histories'
import { ACCESS_HISTORY_SORTS, type AccessHistorySort } from '../../../domain/listSort'
import type { Column } from '../../../widgets/pagedList/PagedList'
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
        header: t('staff:history.columns.member'),
        rowHeader: true,
        cell: (row) => row.memberId ?? t('staff:history.deleted_member'),
      },
      ...accessColumns<Entry>(t),
    ],
    [t],
  )
  return (
    <HistoryScreen
      listId="user-access-history"
      sorts={ACCESS_HISTORY_SORTS}
      title={t('shell:routes.statistics.userAccess.title')}
      tableLabel={t('staff:history.member_table')}
      searchLabel={t('staff:history.member_search')}
      searchPlaceholder={t('staff:history.member_search_placeholder')}
      emptyText={t('staff:history.empty')}
      columns={columns}
      rowKey={(row) => row._id}
      load={listUserAccessHistory}
      exportData="user-access-history"
      feature="userAccessHistory"
    />
  )
}
