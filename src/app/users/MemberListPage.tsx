import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { type MemberListQuery, type MemberSummary, membersKeys, TIERS_STALE_MS } from '../../api/members'
import { $api } from '../../api/queryClient'
import { MEMBER_SORTS, type MemberSort } from '../../domain/listSort'
import {
  ALL_TIERS_VALUE,
  MEMBER_STATUSES,
  MEMBER_TIERS,
  MEMBER_TYPE_FILTERS,
  type MemberStatus,
  type MemberTier,
} from '../../domain/members'
import { nameIn } from '../../domain/orders'
import { formatPhone } from '../../domain/phone'
import { preferencesState } from '../../stores/preferences'
import { buttonStyles } from '../../ui/Button'
import { DateRangeFilter } from '../../ui/dateRange/DateRangeFilter'
import { formatDate, isoRangeBounds } from '../../ui/dateRange/dateRange'
import { type Column, PagedList } from '../../ui/pagedList/PagedList'
import { listQuery } from '../../ui/pagedList/pagedList'
import { usePagedList } from '../../ui/pagedList/usePagedList'
import { Screen } from '../../ui/ScreenStates'
import { SelectField } from '../../ui/SelectField'
import { StatusPill } from '../../ui/StatusPill'
import { usersPaths } from './users.paths'

const FILTER_KEYS = ['memberType', 'tier', 'status', 'from', 'to'] as const
type TypeFilter = (typeof MEMBER_TYPE_FILTERS)[number]
const isTypeFilter = (value: string | undefined): value is TypeFilter =>
  (MEMBER_TYPE_FILTERS as readonly string[]).includes(value ?? '')
const isTier = (value: string | undefined): value is MemberTier =>
  (MEMBER_TIERS as readonly string[]).includes(value ?? '')
const isStatus = (value: string | undefined): value is MemberStatus =>
  (MEMBER_STATUSES as readonly string[]).includes(value ?? '')

/** The list's filters as the address keeps them, in the list call's terms (the all-values are left out). */
function memberFilters(filters: Readonly<Record<string, string>>): Partial<MemberListQuery> {
  return {
    ...(isTypeFilter(filters.memberType) && filters.memberType !== 'ALL_TYPE'
      ? { memberType: filters.memberType }
      : {}),
    ...(isTier(filters.tier) ? { tier: filters.tier } : {}),
    ...(isStatus(filters.status) ? { status: filters.status } : {}),
    ...isoRangeBounds(filters.from, filters.to),
  }
}

/** Users (spec section 2): the members, by type, tier, status and join date, searched and sorted. */
export function MemberListPage() {
  const { t } = useTranslation()
  const { language } = useSnapshot(preferencesState)
  const list = usePagedList<MemberSummary, MemberSort>({
    listId: 'users',
    filterKeys: FILTER_KEYS,
    sorts: MEMBER_SORTS,
    query: (params) =>
      $api.queryOptions(...membersKeys.list({ ...listQuery(params), ...memberFilters(params.filters) })),
  })
  // The tier filter's options (spec: GET /sponsors/tiers), with its own all-tiers value first.
  const tiers = useQuery({ ...$api.queryOptions(...membersKeys.tiers(language)), staleTime: TIERS_STALE_MS })
  const { filters } = list.params

  const columns = useMemo<Column<MemberSummary, MemberSort>[]>(
    () => [
      {
        id: 'memberId',
        sort: 'memberId',
        header: t('users:columns.member_id'),
        rowHeader: true,
        className: 'whitespace-nowrap',
        cell: (member) => (
          <Link href={usersPaths.hrefOf('users.edit', { id: member._id })} className={buttonStyles.link}>
            {member.memberId}
          </Link>
        ),
      },
      {
        id: 'name',
        header: t('users:columns.name'),
        cell: (member) => (
          <span className="block min-w-0">
            <span className="block font-medium">{nameIn(member.name, language)}</span>
            <span className="block text-fg-muted text-xs">{member.email ?? ''}</span>
          </span>
        ),
      },
      {
        id: 'phone',
        header: t('users:columns.phone'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (member) => formatPhone(member.phoneCode, member.phoneNumber),
      },
      {
        id: 'type',
        header: t('users:columns.type'),
        className: 'whitespace-nowrap',
        cell: (member) => t(`users:type.${member.memberType}`),
      },
      { id: 'tier', header: t('users:columns.tier'), cell: (member) => t(`users:tier.${member.tier}`) },
      {
        id: 'status',
        header: t('users:columns.status'),
        cell: (member) => <StatusPill status={member.status} />,
      },
      {
        id: 'joinDate',
        sort: 'joinDate',
        header: t('users:columns.join_date'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (member) => formatDate(member.createdAt),
      },
      {
        id: 'expiry',
        header: t('users:columns.expiry'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (member) => (member.expiredDate ? formatDate(member.expiredDate) : ''),
      },
    ],
    [t, language],
  )

  const tierOptions = [
    { value: ALL_TIERS_VALUE, label: t('users:all_tiers') },
    ...(tiers.data?.data ?? []).map((tier) => ({ value: tier.tier, label: tier.desc })),
  ]
  const filterClass = 'w-40 [&_label]:text-xs [&_select]:py-2'
  return (
    <Screen title={t('users:nav.routes.users.list.title')}>
      <PagedList
        label={t('users:table')}
        columns={columns}
        rowKey={(member) => member._id}
        list={list}
        searchLabel={t('users:search')}
        searchPlaceholder={t('users:search_placeholder')}
        emptyText={t('users:empty')}
        filters={
          <>
            <SelectField
              label={t('users:type_filter')}
              value={isTypeFilter(filters.memberType) ? filters.memberType : 'ALL_TYPE'}
              onChange={(event) =>
                list.patchFilters({
                  memberType: event.target.value === 'ALL_TYPE' ? null : event.target.value,
                })
              }
              options={MEMBER_TYPE_FILTERS.map((type) => ({ value: type, label: t(`users:type.${type}`) }))}
              className={filterClass}
            />
            <SelectField
              label={t('users:tier_filter')}
              value={isTier(filters.tier) ? filters.tier : ALL_TIERS_VALUE}
              onChange={(event) =>
                list.patchFilters({
                  tier: event.target.value === ALL_TIERS_VALUE ? null : event.target.value,
                })
              }
              options={tierOptions}
              className={filterClass}
            />
            <SelectField
              label={t('users:status_filter')}
              value={isStatus(filters.status) ? filters.status : ''}
              onChange={(event) => list.patchFilters({ status: event.target.value || null })}
              options={[
                { value: '', label: t('ui:all_statuses') },
                ...MEMBER_STATUSES.map((status) => ({ value: status, label: t(`ui:status.${status}`) })),
              ]}
              className={filterClass}
            />
            <DateRangeFilter
              from={filters.from ?? null}
              to={filters.to ?? null}
              onChange={(from, to) => list.patchFilters({ from, to })}
            />
          </>
        }
      />
    </Screen>
  )
}
