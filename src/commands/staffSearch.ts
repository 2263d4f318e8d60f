// 'Search records' → Staff: finds a staff member by the start of their name or e-mail, through the
// internal users list's own search.
import { listInternalUsers } from '../api/internalUsers'
import { routeById } from '../app/routes/dashboardRoutes'
import { can } from '../stores/permissions'
import type { SearchProvider, SearchResult } from './searchProviders'

const RESULT_LIMIT = 5

/** Where a found staff member opens: their account when it may be edited, else the list filtered to them. */
export function staffResultHref(user: { _id: string; email: string }, mayEdit: boolean): string {
  if (mayEdit) return routeById('internalUsers.edit').path.replace(':id', encodeURIComponent(user._id))
  return `${routeById('internalUsers.list').path}?${new URLSearchParams({ search: user.email })}`
}

export const staffSearchProvider: SearchProvider = {
  id: 'staff',
  titleKey: 'staff:search.title',
  permission: { feature: 'internalUsers', action: 'access' },
  async search(term): Promise<SearchResult[]> {
    // The group's heading is a text of the staff screens, which load with their own chunk.
    const [page] = await Promise.all([
      listInternalUsers({ search: term, limit: RESULT_LIMIT }),
      import('../app/staff/locales'),
    ])
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
