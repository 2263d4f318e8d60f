// 'Search records' → Push notifications: the `pushNotifications` type of the server's record search, which
// finds them by the start of their topic in either language; the subtitle is the other language's topic.
import type { SearchType } from '../../api/search'
import type { RecordSearchType } from '../../commands/recordSearch'
import { can } from '../../stores/permissions'
import { pushNotificationsPaths } from './pushNotifications.paths'

export const pushNotificationsSearch: RecordSearchType = {
  type: 'pushNotifications' satisfies SearchType,
  titleKey: 'pushNotifications:nav.search.title',
  permission: { feature: 'pushNotifications', action: 'access' },
  // Its editor when it may be edited, else the list showing it alone.
  hrefOf: (record) => {
    if (can('pushNotifications', 'update'))
      return pushNotificationsPaths.hrefOf('pushNotifications.edit', { id: record._id })
    const list = pushNotificationsPaths.hrefOf('pushNotifications.list')
    return record.listSearch ? `${list}?${new URLSearchParams({ search: record.listSearch })}` : list
  },
}
