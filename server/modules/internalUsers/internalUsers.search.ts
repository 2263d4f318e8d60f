import type { SearchSource } from '../search/searchSource'
import { searchStaff } from './internalUsers.queries'

/**
 * Staff in record search: by the start of a name or e-mail, shown with their e-mail and job title; the
 * e-mail also narrows the staff list to them.
 */
export const internalUsersSearch: SearchSource = {
  type: 'internalUsers',
  permission: { feature: 'internalUsers', action: 'access' },
  async find({ db }, term, count) {
    const rows = await searchStaff(db, term, count)
    return rows.map((row) => ({
      _id: row.id,
      title: `${row.first_name} ${row.last_name}`.trim() || row.email,
      subtitle: row.job_title ? `${row.email} · ${row.job_title}` : row.email,
      listSearch: row.email,
    }))
  },
}
