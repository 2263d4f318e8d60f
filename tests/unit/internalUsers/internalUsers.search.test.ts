import { afterEach, describe, expect, it } from 'vitest'
import { isSearchType } from '../../../src/api/search'
import { internalUsersSearch } from '../../../src/app/internalUsers/internalUsers.search'
import { SEARCH_TYPES } from '../../../src/app/shell/areaRegistry'
import { resetPermissions, setPermissions } from '../../../src/stores/permissions'

afterEach(() => {
  resetPermissions()
})

const found = { _id: 'a1b2', title: 'Kanya Rattanakul', listSearch: 'kanya.r+ops@example.com' }

describe('staff in the palette record search', () => {
  it('opens a found staff member for editing when the caller may update staff', () => {
    setPermissions({ fullAccess: false, permissions: { internalUsers: ['access', 'update'] } })
    expect(internalUsersSearch.hrefOf(found)).toBe(
      '/admin-dashboard/internal-user-management/edit-internal-user-account/a1b2',
    )
  })

  it('otherwise opens the staff list searched for their e-mail', () => {
    setPermissions({ fullAccess: false, permissions: { internalUsers: ['access'] } })
    expect(internalUsersSearch.hrefOf(found)).toBe(
      '/admin-dashboard/internal-user-management/internal-user-list?search=kanya.r%2Bops%40example.com',
    )
  })

  it("is one of the contract's search types, as is every area's", () => {
    expect(SEARCH_TYPES.map((searchType) => searchType.type)).toContain('internalUsers')
    for (const searchType of SEARCH_TYPES) expect(isSearchType(searchType.type), searchType.type).toBe(true)
    expect(isSearchType('toString')).toBe(false)
  })
})
