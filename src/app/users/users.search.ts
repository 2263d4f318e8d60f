// 'Search records' → Members: the `users` type of the server's record search, which finds members by the
// start of their member id or a name in Thai or Latin letters; a full member id comes first, so Enter opens it.
import type { SearchType } from '../../api/search'
import type { RecordSearchType } from '../../commands/recordSearch'
import { usersPaths } from './users.paths'

export const usersSearch: RecordSearchType = {
  type: 'users' satisfies SearchType,
  titleKey: 'users:nav.search.title',
  permission: { feature: 'users', action: 'access' },
  hrefOf: (record) => usersPaths.hrefOf('users.edit', { id: record._id }),
}
