// 'Search records' → Staff: the `internalUsers` type of the server's record search, which finds staff
// by the start of their name or e-mail.
import type { SearchType } from '../../api/search'
import type { FoundRecord, RecordSearchType } from '../../commands/recordSearch'
import { can } from '../../stores/permissions'
import { internalUsersPaths } from './internalUsers.paths'

/** Where a found staff member opens: their account when it may be edited, else the list filtered to them. */
export function staffResultHref(record: Pick<FoundRecord, '_id' | 'listSearch'>, mayEdit: boolean): string {
  if (mayEdit) return internalUsersPaths.hrefOf('internalUsers.edit', { id: record._id })
  const list = internalUsersPaths.hrefOf('internalUsers.list')
  return record.listSearch ? `${list}?${new URLSearchParams({ search: record.listSearch })}` : list
}

export const internalUsersSearch: RecordSearchType = {
  type: 'internalUsers' satisfies SearchType,
  titleKey: 'internalUsers:nav.search.title',
  permission: { feature: 'internalUsers', action: 'access' },
  hrefOf: (record) => staffResultHref(record, can('internalUsers', 'update')),
}
