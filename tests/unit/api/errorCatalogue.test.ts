import { describe, expect, it } from 'vitest'
import { describeApiError } from '../../../src/api/errorCatalogue'

const get = (status: number | undefined, message?: string, url = '/admin/users/{id}') =>
  describeApiError({ method: 'GET', url, status, message })

describe('describeApiError', () => {
  it('expires the session on 401', () => {
    expect(get(401, 'Unauthorized')).toEqual({ kind: 'sessionExpired', key: 'errors:session_expired' })
  })

  it.each(['/auth/admin/login', '/auth/admin/2fa', '/auth/admin/resetPassword', '/auth/admin/sign-out'])(
    'leaves a 401 of %s to its screen',
    (url) => {
      expect(describeApiError({ method: 'POST', url, status: 401, message: 'Invalid credentials.' })).toEqual(
        {
          kind: 'none',
        },
      )
    },
  )

  it('shows the permission toast on a 403 read', () => {
    expect(get(403, 'Forbidden')).toEqual({ kind: 'forbidden', key: 'errors:you-dont-have-permission' })
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('stays silent on a 403 %s', (method) => {
    expect(describeApiError({ method, url: '/admin/roles', status: 403, message: 'Forbidden' })).toEqual({
      kind: 'none',
    })
  })

  it('ignores a 403 on the review list, as spec section 6 says', () => {
    for (const url of ['/admin/reviews', 'http://localhost:3000/api/admin/reviews?state=pending&page=2'])
      expect(describeApiError({ method: 'GET', url, status: 403, message: 'Forbidden' })).toEqual({
        kind: 'none',
      })
    expect(
      describeApiError({ method: 'GET', url: '/admin/reviews-other', status: 403, message: 'Forbidden' })
        .kind,
    ).toBe('forbidden')
  })

  it('names a server failure (500) and an unavailable service (503)', () => {
    expect(get(500, 'boom')).toEqual({ kind: 'toast', key: 'errors:internal_server_error' })
    expect(get(503)).toEqual({ kind: 'toast', key: 'errors:service_unavailable' })
  })

  it.each(['/auth/admin/login', '/auth/admin/sendOtp', '/auth/admin/resetPassword'])(
    'reports a 500 of %s too',
    (url) => {
      expect(describeApiError({ method: 'POST', url, status: 500 })).toEqual({
        kind: 'toast',
        key: 'errors:internal_server_error',
      })
    },
  )

  it('reports a network failure', () => {
    expect(get(undefined)).toEqual({ kind: 'toast', key: 'errors:network_error' })
    expect(describeApiError({ method: 'POST', url: '/auth/admin/login' })).toEqual({
      kind: 'toast',
      key: 'errors:network_error',
    })
  })

  it('shows the server message of other errors', () => {
    expect(get(400, 'The page must be at least 1.')).toEqual({
      kind: 'message',
      text: 'The page must be at least 1.',
    })
    expect(get(429, 'Too many requests.')).toEqual({ kind: 'message', text: 'Too many requests.' })
  })

  it('leaves a refused create, update or delete to the screen that made it', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(
        describeApiError({
          method,
          url: '/admin/users',
          status: 400,
          message: 'email: This e-mail is already in use.',
        }),
      ).toEqual({ kind: 'none' })
    expect(describeApiError({ method: 'DELETE', url: '/admin/roles/{id}', status: 500 })).toEqual({
      kind: 'toast',
      key: 'errors:internal_server_error',
    })
  })

  it('leaves 404 to the screen', () => {
    expect(get(404, 'Not found.')).toEqual({ kind: 'none' })
  })

  it.each(['Email already exists', 'Invalid credentials.'])(
    'leaves the message %s to the screen',
    (message) => {
      expect(describeApiError({ method: 'POST', url: '/admin/users', status: 400, message })).toEqual({
        kind: 'none',
      })
    },
  )

  it('leaves verifyOtp errors to the code screen', () => {
    expect(
      describeApiError({ method: 'POST', url: '/api/auth/admin/verifyOtp', status: 400, message: 'Wrong' }),
    ).toEqual({ kind: 'none' })
  })

  it.each(['/auth/admin/login', '/auth/admin/2fa', '/auth/admin/sendOtp', '/auth/admin/resetPassword'])(
    'leaves 400 and 429 messages of %s to its screen',
    (url) => {
      expect(describeApiError({ method: 'POST', url, status: 400, message: 'Bad' })).toEqual({ kind: 'none' })
      expect(describeApiError({ method: 'POST', url, status: 429, message: 'Slow down' })).toEqual({
        kind: 'none',
      })
    },
  )

  it('keeps background token renewal silent', () => {
    expect(describeApiError({ method: 'POST', url: '/auth/admin/refresh-token', status: 401 })).toEqual({
      kind: 'none',
    })
    expect(describeApiError({ method: 'POST', url: '/auth/admin/refresh-token', status: 500 })).toEqual({
      kind: 'none',
    })
  })

  it('keeps the background push subscription of sign-in and sign-out silent', () => {
    for (const url of ['/admin/notifications/subscribe/topic', '/admin/notifications/unsubscribe/topic'])
      for (const status of [400, 401, 503])
        expect(describeApiError({ method: 'PUT', url, status, message: 'Firebase refused' })).toEqual({
          kind: 'none',
        })
    expect(describeApiError({ method: 'PUT', url: '/admin/notifications/read', status: 503 })).toEqual({
      kind: 'toast',
      key: 'errors:service_unavailable',
    })
  })

  it('shows nothing for an error without a message', () => {
    expect(get(400)).toEqual({ kind: 'none' })
    expect(get(409, '   ')).toEqual({ kind: 'none' })
    expect(describeApiError({ method: 'GET', url: '/admin/users', status: 400, message: ['a'] })).toEqual({
      kind: 'none',
    })
  })
})
