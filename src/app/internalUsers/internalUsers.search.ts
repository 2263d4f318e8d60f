// 'Search records' → Staff: finds a staff member by the start of their name or e-mail, through the
// internal users list's own search.
import { listInternalUsers } from '../../api/internalUsers'
import type { SearchProvider, SearchResult } from '../../commands/searchProviders'
import { can } from '../../stores/permissions'
import { internalUsersPaths } from './internalUsers.paths'

const RESULT_LIMIT = 5

/** Where a found staff member opens: their account when it may be edited, else the list filtered to them. */
export function staffResultHref(user: { _id: string; email: string }, mayEdit: boolean): string {
  if (mayEdit) return internalUsersPaths.hrefOf('internalUsers.edit', { id: user._id })
  return `${internalUsersPaths.hrefOf('internalUsers.list')}?${new URLSearchParams({ search: user.email })}`
}

export const internalUsersSearch: SearchProvider = {
  id: 'staff',
  titleKey: 'internalUsers:nav.search.title',
  permission: { feature: 'internalUsers', action: 'access' },
  async search(term): Promise<SearchResult[]> {
    const page = await listInternalUsers({ search: term, limit: RESULT_LIMIT })
    const mayEdit = can('internalUsers', 'update')
    return page.data.map((user) => ({
      id: user._id,
      title: `${user.firstName} ${user.lastName}`.trim() || user.email,
      subtitle: user.jobType ? `${user.email} · ${user.jobType}` : user.email,
      href: staffResultHref(user, mayEdit),
      keywords: [user.email, ...user.roles.map((role) => role.name)],
    }))
  },
}
