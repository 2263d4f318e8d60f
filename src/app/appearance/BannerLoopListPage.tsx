import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import type { BannerLoop } from '../../api/appearance'
import { $api } from '../../api/queryClient'
import { COUNTRY_CODES } from '../../domain/constants'
import { can, permissionsState } from '../../stores/permissions'
import { knownFilter, ListFilterSelect } from '../../ui/pagedList/ListFilterSelect'
import { type Column, PagedList } from '../../ui/pagedList/PagedList'
import { listQuery } from '../../ui/pagedList/pagedList'
import { usePagedList } from '../../ui/pagedList/usePagedList'
import { Screen } from '../../ui/ScreenStates'
import { appearancePaths } from './appearance.paths'
import { periodColumn, scheduledActionsColumn } from './components/scheduleColumns'

/** Home banner loops (spec sections 2 and 3): name, location, type and SKU, banners, total duration, period. */
export function BannerLoopListPage() {
  const { t } = useTranslation()
  const permissions = useSnapshot(permissionsState)
  const list = usePagedList<BannerLoop>({
    listId: 'bannerLoops',
    filterKeys: ['countryCode'],
    query: (params) =>
      $api.queryOptions('get', '/admin/banner-loops', {
        params: {
          query: {
            ...listQuery(params),
            countryCode: knownFilter(COUNTRY_CODES, params.filters.countryCode),
          },
        },
      }),
  })
  const mayEdit = can('banners', 'update', permissions)
  const columns = useMemo<Column<BannerLoop>[]>(
    () => [
      {
        id: 'name',
        header: t('appearance:columns.name'),
        rowHeader: true,
        cell: (loop) => (
          <Link
            href={appearancePaths.hrefOf('bannerLoops.banners', { id: loop._id })}
            className="font-medium text-accent-strong hover:underline"
          >
            {loop.name}
          </Link>
        ),
      },
      {
        id: 'country',
        header: t('appearance:columns.location'),
        cell: (loop) => t(`appearance:countries.${loop.country}`),
      },
      {
        id: 'type',
        header: t('appearance:columns.type'),
        cell: (loop) =>
          loop.sku
            ? `${t(`appearance:loop_types.${loop.type}`)} · ${loop.sku}`
            : t(`appearance:loop_types.${loop.type}`),
      },
      {
        id: 'banners',
        header: t('appearance:columns.banners'),
        className: 'text-right tabular-nums',
        cell: (loop) => loop.numberOfBanners,
      },
      {
        id: 'duration',
        header: t('appearance:columns.total_duration'),
        className: 'text-right tabular-nums',
        cell: (loop) => t('appearance:seconds', { count: loop.totalDuration }),
      },
      periodColumn(t),
      scheduledActionsColumn(t, {
        editHref: mayEdit ? (loop) => appearancePaths.hrefOf('bannerLoops.edit', { id: loop._id }) : null,
        contentHref: (loop) => appearancePaths.hrefOf('bannerLoops.banners', { id: loop._id }),
        contentLabel: t('appearance:actions.banners'),
        contentNameOf: (loop) => t('appearance:actions.banners_of', { name: loop.name }),
      }),
    ],
    [t, mayEdit],
  )
  return (
    <Screen title={t('appearance:nav.routes.bannerLoops.list.title')}>
      <PagedList
        label={t('appearance:loops.table')}
        columns={columns}
        rowKey={(loop) => loop._id}
        list={list}
        searchLabel={t('appearance:search')}
        searchPlaceholder={t('appearance:search_placeholder')}
        emptyText={t('appearance:loops.empty')}
        filters={
          <ListFilterSelect
            list={list}
            filterKey="countryCode"
            label={t('appearance:columns.location')}
            allLabel={t('appearance:all_countries')}
            options={COUNTRY_CODES.map((code) => ({ value: code, label: t(`appearance:countries.${code}`) }))}
          />
        }
      />
    </Screen>
  )
}
