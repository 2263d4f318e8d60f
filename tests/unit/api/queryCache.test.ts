import type { QueryKey } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/api/apiError'
import { internalUsersKeys, invalidateInternalUsers } from '../../../src/api/internalUsers'
import { invalidateNotifications, notificationsKeys } from '../../../src/api/notifications'
import { $api, queryClient, shouldRetryRead } from '../../../src/api/queryClient'
import { invalidateRoles, rolesKeys } from '../../../src/api/roles'
import { statisticsKeys } from '../../../src/api/statistics'
import { clearToken, saveToken } from '../../../src/stores/session'

const staffList = internalUsersKeys.list({ page: 1, limit: 5, search: 'somchai' })
const staffRecord = internalUsersKeys.detail('u1')
const roleList = rolesKeys.list({ page: 2, limit: 10, status: 'active' })
const roleRecord = rolesKeys.detail('r1')
const activeRoles = rolesKeys.active()
const roleOptions = rolesKeys.options()
const catalogue = rolesKeys.permissions()
const staffSignIns = statisticsKeys.internalUserAccess({ page: 1, limit: 5 })
const bellInThai = notificationsKeys.list(null, 'th')

const everyKey: readonly QueryKey[] = [
  staffList,
  staffRecord,
  roleList,
  roleRecord,
  activeRoles,
  roleOptions,
  catalogue,
  staffSignIns,
  bellInThai,
]

/** Every key cached as if read, then which of them a change left invalidated. */
async function invalidatedBy(change: () => Promise<void>): Promise<QueryKey[]> {
  for (const key of everyKey) queryClient.setQueryData(key, { read: true })
  await change()
  return everyKey.filter((key) => queryClient.getQueryState(key)?.isInvalidated)
}

afterEach(() => {
  queryClient.clear()
  clearToken()
})

describe('query keys', () => {
  it('are the keys openapi-react-query gives the same calls, so the cache and the factories agree', () => {
    expect(
      $api.queryOptions('get', '/admin/users', {
        params: { query: { page: 1, limit: 5, search: 'somchai' } },
      }).queryKey,
    ).toEqual(staffList)
    expect(
      $api.queryOptions('get', '/admin/users/{id}', { params: { path: { id: 'u1' } } }).queryKey,
    ).toEqual(staffRecord)
    expect($api.queryOptions('get', '/admin/roles/active').queryKey).toEqual(activeRoles)
    for (const key of everyKey)
      expect($api.queryOptions(...(key as Parameters<typeof $api.queryOptions>)).queryKey).toEqual(key)
  })

  it('name a list by everything that changes its rows, and nothing else', () => {
    expect(internalUsersKeys.list({ page: 1, limit: 5 })).toEqual([
      'get',
      '/admin/users',
      { params: { query: { page: 1, limit: 5 } } },
    ])
    expect(
      queryClient
        .getQueryCache()
        .build(queryClient, { queryKey: internalUsersKeys.list({ page: 2, limit: 5 }) }).queryHash,
    ).not.toBe(
      queryClient
        .getQueryCache()
        .build(queryClient, { queryKey: internalUsersKeys.list({ page: 1, limit: 5 }) }).queryHash,
    )
    // The order a screen writes its filters in does not make another entry.
    expect(
      queryClient
        .getQueryCache()
        .build(queryClient, { queryKey: rolesKeys.list({ status: 'active', page: 1 }) }).queryHash,
    ).toBe(
      queryClient
        .getQueryCache()
        .build(queryClient, { queryKey: rolesKeys.list({ page: 1, status: 'active' }) }).queryHash,
    )
  })

  it('keep the bell’s list apart per tab and per language, since the server writes its texts in one', () => {
    expect(notificationsKeys.list('Promotion', 'en')).toEqual([
      'get',
      '/admin/notifications',
      { params: { query: { pageSize: 20, category: 'Promotion' }, header: { lang: 'en' } } },
    ])
    expect(notificationsKeys.list(null, 'th')[2].params.query).toEqual({ pageSize: 20 })
    expect(notificationsKeys.list(null, 'th')).not.toEqual(notificationsKeys.list(null, 'en'))
  })
})

describe('what a change invalidates', () => {
  it('a change to staff: their lists and records, and the roles that count them', async () => {
    expect(await invalidatedBy(invalidateInternalUsers)).toEqual([
      staffList,
      staffRecord,
      roleList,
      roleRecord,
    ])
  })

  it('a change to roles: every read of roles, and the staff who hold them; never the permission catalogue', async () => {
    expect(await invalidatedBy(invalidateRoles)).toEqual([
      staffList,
      staffRecord,
      roleList,
      roleRecord,
      activeRoles,
      roleOptions,
    ])
  })

  it('a notification read or published: every tab of the bell in every language, nothing else', async () => {
    expect(await invalidatedBy(invalidateNotifications)).toEqual([bellInThai])
  })
})

describe('the cache itself', () => {
  it('asks again after a failure the server may get over, never after a 4xx', () => {
    expect(shouldRetryRead(0, new TypeError('Failed to fetch'))).toBe(true)
    expect(shouldRetryRead(1, new ApiError(503, 'Service Unavailable'))).toBe(true)
    expect(shouldRetryRead(2, new ApiError(500, 'Internal Server Error'))).toBe(false)
    // What openapi-react-query throws: the contract's error body.
    expect(shouldRetryRead(0, { statusCode: 404, message: 'Not found', error: 'Not Found' })).toBe(false)
    expect(shouldRetryRead(0, { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' })).toBe(
      false,
    )
    expect(shouldRetryRead(0, new ApiError(403, 'Forbidden'))).toBe(false)
  })

  it('forgets everything cached when another staff member signs in or the session ends', async () => {
    const signInAs = (_id: string) =>
      saveToken({ jwtAccessToken: `token-${_id}`, _id, firstName: '', lastName: '', avatarUrl: '' })
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
    signInAs('u1')
    await settled()
    queryClient.setQueryData(staffRecord, { email: 'u1@example.com' })
    // A renewed token of the same session keeps the cache.
    saveToken({ jwtAccessToken: 'renewed', _id: 'u1', firstName: '', lastName: '', avatarUrl: '' })
    await settled()
    expect(queryClient.getQueryData(staffRecord)).toEqual({ email: 'u1@example.com' })

    signInAs('u2')
    await settled()
    expect(queryClient.getQueryData(staffRecord)).toBeUndefined()

    queryClient.setQueryData(staffRecord, { email: 'u1@example.com' })
    clearToken('expired')
    await settled()
    expect(queryClient.getQueryData(staffRecord)).toBeUndefined()
  })
})
