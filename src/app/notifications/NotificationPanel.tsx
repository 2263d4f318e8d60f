import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { subscribeKey } from 'valtio/utils'
import { useLocation } from 'wouter'
import { type Notification, type NotificationCategory, notificationsKeys } from '../../api/notifications'
import { $api } from '../../api/queryClient'
import { NOTIFICATION_CATEGORIES } from '../../domain/notifications'
import { notificationsState, showCategory } from '../../stores/notifications'
import { preferencesState } from '../../stores/preferences'
import { showToast } from '../../stores/toasts'
import { Button } from '../../ui/Button'
import { formatPublishDate } from './formatPublishDate'
import { markAllRead, openNotification } from './notificationActions'
import { nextNotificationPage, notificationsOf } from './notificationPages'

const TABS: (NotificationCategory | null)[] = [null, ...NOTIFICATION_CATEGORIES]

const TYPE_STYLES: Record<Notification['type'], string> = {
  REGISTER: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  PAYMENT: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  ANNOUNCEMENT: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
}

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t } = useTranslation()
  const { language } = useSnapshot(preferencesState)
  const unread = notification.state === 'unRead'
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={`flex w-full gap-3 px-4 py-3 text-left outline-none hover:bg-surface-subtle focus-visible:bg-accent-subtle focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-inset ${unread ? 'bg-accent-subtle/40' : ''}`}
      >
        <span
          aria-hidden="true"
          className={`mt-2 size-2 shrink-0 rounded-full ${unread ? 'bg-primary-600' : 'bg-transparent'}`}
        />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className={`truncate text-fg ${unread ? 'font-semibold' : 'font-medium'}`}>
              {notification.topic}
            </span>
            {unread ? <span className="sr-only">({t('notifications:unread')})</span> : null}
          </span>
          <span className="mt-0.5 line-clamp-2 block text-fg-secondary text-sm">{notification.detail}</span>
          <span className="mt-1 flex items-center gap-2 text-fg-muted text-xs">
            <span className={`rounded px-1.5 py-0.5 font-medium ${TYPE_STYLES[notification.type]}`}>
              {t(`notifications:types.${notification.type}`)}
            </span>
            <time dateTime={notification.publishDate}>
              {formatPublishDate(notification.publishDate, language)}
            </time>
          </span>
        </span>
      </button>
    </li>
  )
}

/**
 * One tab's notifications, newest first, in the language chosen (the server writes their texts in it):
 * read again on every opening and whenever a new notification arrives (a higher unread count) while open.
 */
function useNotificationList(category: NotificationCategory | null) {
  const { language } = useSnapshot(preferencesState)
  const list = $api.useInfiniteQuery(...notificationsKeys.list(category, language), {
    pageParamName: 'page',
    initialPageParam: 1,
    getNextPageParam: nextNotificationPage,
    refetchOnMount: 'always',
  })
  const { refetch } = list
  useEffect(() => {
    let previous = notificationsState.countAllUnreadNotifications
    return subscribeKey(notificationsState, 'countAllUnreadNotifications', (count) => {
      if (count > previous) void refetch()
      previous = count
    })
  }, [refetch])
  const pages = list.data?.pages
  const data = useMemo(() => notificationsOf(pages ?? []), [pages])
  return { list, data, total: pages?.at(-1)?.total ?? 0 }
}

function NotificationList({
  category,
  onOpen,
}: {
  category: NotificationCategory | null
  onOpen: (n: Notification) => void
}) {
  const { t } = useTranslation()
  const { list, data, total } = useNotificationList(category)
  const failed = list.isError && !list.isFetching

  if (list.isPending && !failed)
    return (
      <p role="status" className="px-4 py-8 text-center text-fg-muted text-sm">
        {t('notifications:loading')}
      </p>
    )
  if (failed && data.length === 0)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-8 text-center text-sm">
        <p className="text-danger">{t('notifications:error')}</p>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('notifications:retry')}
        </Button>
      </div>
    )
  if (data.length === 0)
    return (
      <p className="px-4 py-8 text-center text-fg-muted text-sm">
        {category
          ? t('notifications:empty_category', { category: t(`notifications:tabs.${category}`) })
          : t('notifications:empty')}
      </p>
    )
  return (
    <>
      <ul className="divide-y divide-line-subtle">
        {data.map((notification) => (
          <NotificationItem
            key={notification._id}
            notification={notification}
            onOpen={() => onOpen(notification)}
          />
        ))}
      </ul>
      <div className="flex flex-col items-center gap-2 px-4 py-3 text-fg-muted text-xs">
        <span>{t('notifications:shown', { shown: data.length, total })}</span>
        {failed ? (
          <p role="alert" className="text-danger">
            {t('notifications:error')}
          </p>
        ) : null}
        {list.hasNextPage ? (
          <Button
            variant="secondary"
            busy={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchNextPageError ? t('notifications:retry') : t('notifications:load_more')}
          </Button>
        ) : null}
      </div>
    </>
  )
}

/** The bell's panel: category tabs, the newest notifications first, load more, and mark all as read. */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const { countAllUnreadNotifications: unread } = useSnapshot(notificationsState)
  const [tab, setTab] = useState(() => Math.max(0, TABS.indexOf(notificationsState.category)))
  const [markingAll, setMarkingAll] = useState(false)
  const chooseTab = (index: number) => {
    setTab(index)
    showCategory(TABS[index] ?? null)
  }

  const open = (notification: Notification) => {
    const target = openNotification(notification)
    onClose()
    navigate(target)
  }

  const markAll = async () => {
    setMarkingAll(true)
    try {
      await markAllRead()
    } catch {
      showToast({ key: 'notifications:mark_all_failed' })
    } finally {
      setMarkingAll(false)
    }
  }

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-line border-b px-4 py-3">
        <h2 className="font-semibold text-fg">{t('notifications:title')}</h2>
        {/* Unavailable rather than disabled: a disabled button would drop the keyboard focus out of the
            panel the moment everything is read, and Escape would no longer reach it. */}
        <Button
          variant="link"
          className="text-sm aria-disabled:cursor-not-allowed aria-disabled:text-fg-muted aria-disabled:no-underline"
          aria-busy={markingAll || undefined}
          aria-disabled={markingAll || unread === 0 || undefined}
          onClick={() => {
            if (!markingAll && unread > 0) void markAll()
          }}
        >
          {t('notifications:mark_all_read')}
        </Button>
      </div>
      <TabGroup selectedIndex={tab} onChange={chooseTab} className="flex min-h-0 flex-1 flex-col">
        <TabList aria-label={t('notifications:tabs_label')} className="flex gap-1 border-line border-b px-2">
          {TABS.map((tabCategory) => (
            <Tab
              key={tabCategory ?? 'all'}
              className="-mb-px border-transparent border-b-2 px-3 py-2 text-fg-muted text-sm outline-none hover:text-fg data-[focus]:ring-2 data-[focus]:ring-primary-500 data-[selected]:border-primary-600 data-[selected]:font-medium data-[selected]:text-accent-strong"
            >
              {t(`notifications:tabs.${tabCategory ?? 'all'}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="min-h-0 flex-1 overflow-y-auto">
          {TABS.map((tabCategory) => (
            <TabPanel key={tabCategory ?? 'all'} className="outline-none">
              <NotificationList category={tabCategory} onOpen={open} />
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </>
  )
}
