import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import {
  changePushNotifications,
  type PushNotification,
  pushNotificationsKeys,
} from '../../api/pushNotifications'
import { $api } from '../../api/queryClient'
import { PUSH_NOTIFICATION_SORTS, type PushNotificationSort } from '../../domain/listSort'
import { PUSH_STATUSES, PUSH_TARGETS, PUSH_TYPES } from '../../domain/pushNotifications'
import { can, permissionsState } from '../../stores/permissions'
import { knownFilter, ListFilterSelect, StatusFilterSelect } from '../../ui/pagedList/ListFilterSelect'
import { type Column, PagedList } from '../../ui/pagedList/PagedList'
import { listQuery } from '../../ui/pagedList/pagedList'
import { usePagedList } from '../../ui/pagedList/usePagedList'
import { useStatusBulk } from '../../ui/pagedList/useStatusBulk'
import { RowActions } from '../../ui/RowActions'
import { Screen } from '../../ui/ScreenStates'
import { StatusPill } from '../../ui/StatusPill'
import { formatSendTime } from './formatSendTime'
import { PushActionDialog } from './PushActionDialog'
import { askPushAction, offers } from './pushActions'
import { pushNotificationsPaths } from './pushNotifications.paths'

const FILTER = 'w-40 [&_label]:text-xs [&_select]:py-2'
const rowAction =
  'rounded-lg px-2.5 py-1 font-medium text-sm outline-none transition focus-visible:ring-2 focus-visible:ring-primary-500 text-accent-strong hover:bg-accent-subtle'

/** Push notifications (spec sections 2 and 3): topic, target, channel, type, send time, status, last sending. */
export function PushNotificationListPage() {
  const { t, i18n } = useTranslation()
  const language = i18n.language === 'th' ? 'th' : 'en'
  const permissions = useSnapshot(permissionsState)
  const list = usePagedList<PushNotification, PushNotificationSort>({
    listId: 'pushNotifications',
    filterKeys: ['status', 'target', 'type'],
    sorts: PUSH_NOTIFICATION_SORTS,
    query: (params) =>
      $api.queryOptions(
        ...pushNotificationsKeys.list({
          ...listQuery(params),
          status: knownFilter(PUSH_STATUSES, params.filters.status),
          target: knownFilter(PUSH_TARGETS, params.filters.target),
          type: knownFilter(PUSH_TYPES, params.filters.type),
        }),
      ),
  })
  const mayEdit = can('pushNotifications', 'update', permissions)
  const mayDelete = can('pushNotifications', 'delete', permissions)

  const bulk = useStatusBulk({
    list,
    label: t('pushNotifications:selection.label'),
    rowLabel: (push) => t('pushNotifications:selection.row', { name: push.topic[language] }),
    rowName: (push) => push.topic[language],
    records: (count) => t('pushNotifications:selection.records', { count }),
    run: changePushNotifications,
    mayUpdate: mayEdit,
    mayDelete,
  })

  const columns = useMemo<Column<PushNotification, PushNotificationSort>[]>(
    () => [
      ...bulk.columns,
      {
        id: 'topic',
        sort: 'topic',
        header: t('pushNotifications:columns.topic'),
        rowHeader: true,
        className: 'min-w-44 max-w-sm',
        cell: (push) => push.topic[language],
      },
      {
        id: 'target',
        className: 'whitespace-nowrap',
        header: t('pushNotifications:columns.target'),
        cell: (push) => t(`pushNotifications:targets.${push.target}`),
      },
      {
        id: 'channel',
        className: 'whitespace-nowrap',
        header: t('pushNotifications:columns.channel'),
        cell: (push) => t(`pushNotifications:channels.${push.channel}`),
      },
      {
        id: 'type',
        className: 'whitespace-nowrap',
        header: t('pushNotifications:columns.type'),
        cell: (push) => t(`pushNotifications:types.${push.type}`),
      },
      {
        id: 'sendAt',
        sort: 'sendAt',
        header: t('pushNotifications:columns.send_time'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (push) => formatSendTime(push.sendAt),
      },
      {
        id: 'status',
        sort: 'status',
        header: t('pushNotifications:columns.status'),
        cell: (push) => <StatusPill status={push.status} />,
      },
      {
        id: 'outcome',
        className: 'whitespace-nowrap',
        header: t('pushNotifications:columns.outcome'),
        cell: (push) => t(`pushNotifications:outcomes.${push.sendings[0]?.outcome ?? 'none'}`),
      },
      {
        id: 'actions',
        header: t('ui:actions_column'),
        hiddenHeader: true,
        className: 'text-right whitespace-nowrap',
        cell: (push) => {
          const name = push.topic[language]
          const toggle = push.status === 'active' ? 'deactivate' : 'activate'
          return (
            <div className="flex items-center justify-end gap-1">
              {mayEdit && offers(toggle, push) ? (
                <button
                  type="button"
                  className={rowAction}
                  aria-label={t(`pushNotifications:${toggle}_named`, { name })}
                  onClick={() => askPushAction(toggle, push)}
                >
                  {t(`pushNotifications:${toggle}`)}
                </button>
              ) : null}
              <RowActions
                name={name}
                editHref={
                  mayEdit ? pushNotificationsPaths.hrefOf('pushNotifications.edit', { id: push._id }) : null
                }
                onDelete={mayDelete ? () => askPushAction('delete', push) : null}
              />
            </div>
          )
        },
      },
    ],
    [t, language, mayEdit, mayDelete, bulk.columns],
  )

  return (
    <Screen title={t('pushNotifications:nav.routes.pushNotifications.list.title')}>
      {bulk.bar}
      <PagedList
        label={t('pushNotifications:table')}
        columns={columns}
        rowKey={(push) => push._id}
        list={list}
        searchLabel={t('pushNotifications:search')}
        searchPlaceholder={t('pushNotifications:search_placeholder')}
        emptyText={t('pushNotifications:empty')}
        filters={
          <>
            <StatusFilterSelect list={list} className={FILTER} />
            <ListFilterSelect
              list={list}
              filterKey="target"
              label={t('pushNotifications:columns.target')}
              allLabel={t('pushNotifications:all_targets')}
              options={PUSH_TARGETS.map((target) => ({
                value: target,
                label: t(`pushNotifications:targets.${target}`),
              }))}
              className={FILTER}
            />
            <ListFilterSelect
              list={list}
              filterKey="type"
              label={t('pushNotifications:columns.type')}
              allLabel={t('pushNotifications:all_types')}
              options={PUSH_TYPES.map((type) => ({
                value: type,
                label: t(`pushNotifications:types.${type}`),
              }))}
              className={FILTER}
            />
          </>
        }
      />
      <PushActionDialog />
    </Screen>
  )
}
