import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../../../src/api/client'
import { setLanguage } from '../../../src/stores/preferences'
import { clearToken, saveToken, sessionState } from '../../../src/stores/session'
import { dismissToast, toastState } from '../../../src/stores/toasts'
import { fakeJwt } from './fakeJwt'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const user = { _id: 'u1', firstName: 'Somchai', lastName: 'Jaidee' }
const nowSeconds = () => Math.floor(Date.now() / 1000)

function setup(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = []
  const navigate = vi.fn()
  const api = createApiClient({
    baseUrl: 'http://backoffice.test/api',
    navigate,
    fetch: async (request) => {
      requests.push(request)
      return answer(request)
    },
  })
  const getUser = () => api.GET('/admin/users/{id}', { params: { path: { id: 'u1' } } })
  return { api, requests, navigate, getUser }
}

const signIn = (jwtAccessToken: string) =>
  saveToken({ jwtAccessToken, _id: 'u1', firstName: 'Somchai', lastName: 'Jaidee', avatarUrl: '' })

let day = 1
beforeEach(() => {
  vi.useFakeTimers()
  // A new day per test keeps the toast suppression window of one test out of the next.
  vi.setSystemTime(new Date(2030, 0, day++))
  dismissToast()
  setLanguage('en')
})
afterEach(() => {
  clearToken()
  vi.useRealTimers()
})

describe('request headers', () => {
  it('sends the language and the session token', async () => {
    const token = fakeJwt({ _id: 'u1', iat: nowSeconds(), exp: nowSeconds() + 900 })
    signIn(token)
    setLanguage('th')
    const { requests, getUser } = setup(() => json(200, user))
    await getUser()
    expect(requests[0].url).toBe('http://backoffice.test/api/admin/users/u1')
    expect(requests[0].headers.get('lang')).toBe('th')
    expect(requests[0].headers.get('Authorization')).toBe(`Bearer ${token}`)
  })

  it('keeps the bearer a call brings itself', async () => {
    signIn(fakeJwt({ exp: nowSeconds() + 900 }))
    const { api, requests } = setup(() => new Response(null, { status: 204 }))
    await api.PUT('/auth/admin/resetPassword', {
      headers: { Authorization: 'Bearer verify-token' },
      body: { email: 'staff@example.com', password: 'Passw0rd!' },
    })
    expect(requests[0].headers.get('Authorization')).toBe('Bearer verify-token')
  })

  it('sends no bearer without a session', async () => {
    const { api, requests } = setup(() => new Response(null, { status: 204 }))
    await api.POST('/auth/admin/sendOtp', { body: { email: 'staff@example.com' } })
    expect(requests[0].headers.has('Authorization')).toBe(false)
  })
})

describe('token renewal', () => {
  it('renews an ageing token once for calls made together, and uses the fresh one', async () => {
    const old = fakeJwt({ _id: 'u1', iat: nowSeconds() - 500, exp: nowSeconds() + 400 })
    const fresh = fakeJwt({ _id: 'u1', iat: nowSeconds(), exp: nowSeconds() + 900 })
    signIn(old)
    const { requests, getUser } = setup((request) =>
      request.url.endsWith('/auth/admin/refresh-token')
        ? json(200, { jwtAccessToken: fresh, googleAuth: false })
        : json(200, user),
    )
    await Promise.all([getUser(), getUser(), getUser()])
    const renewals = requests.filter((request) => request.url.endsWith('/refresh-token'))
    expect(renewals).toHaveLength(1)
    expect(renewals[0].headers.get('Authorization')).toBe(`Bearer ${old}`)
    const calls = requests.filter((request) => request.url.endsWith('/admin/users/u1'))
    expect(calls.map((request) => request.headers.get('Authorization'))).toEqual(
      Array(3).fill(`Bearer ${fresh}`),
    )
    expect(sessionState.token?.jwtAccessToken).toBe(fresh)
    expect(sessionState.token?.firstName).toBe('Somchai')
  })

  it('does not renew a young token', async () => {
    signIn(fakeJwt({ iat: nowSeconds(), exp: nowSeconds() + 900 }))
    const { requests, getUser } = setup(() => json(200, user))
    await getUser()
    expect(requests).toHaveLength(1)
  })

  it('goes on with the old token when renewal fails, silently', async () => {
    const old = fakeJwt({ iat: nowSeconds() - 500, exp: nowSeconds() + 400 })
    signIn(old)
    const { requests, getUser } = setup((request) =>
      request.url.endsWith('/refresh-token')
        ? json(500, { statusCode: 500, message: 'x', error: 'x' })
        : json(200, user),
    )
    const result = await getUser()
    expect(result.data).toEqual(user)
    expect(requests[1].headers.get('Authorization')).toBe(`Bearer ${old}`)
    expect(toastState.current).toBeNull()
  })
})

describe('error catalogue in the client', () => {
  it('on 401 shows the message, forgets the token and goes to sign-in a second later', async () => {
    signIn(fakeJwt({ exp: nowSeconds() + 900 }))
    const { navigate, getUser } = setup(() =>
      json(401, { statusCode: 401, message: 'Unauthorized', error: 'x' }),
    )
    const result = await getUser()
    expect(result.response.status).toBe(401)
    expect(toastState.current?.message).toEqual({ key: 'errors:session_expired' })
    expect(sessionState.token).toBeNull()
    await vi.advanceTimersByTimeAsync(999)
    expect(navigate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(navigate).toHaveBeenCalledWith('/signin')
  })

  it('says nothing on a 401 that arrives after signing out here or in another tab', async () => {
    signIn(fakeJwt({ exp: nowSeconds() + 900 }))
    let answer!: (response: Response) => void
    const { navigate, getUser } = setup(() => new Promise<Response>((resolve) => (answer = resolve)))
    const pending = getUser()
    await vi.advanceTimersByTimeAsync(0)
    clearToken()
    answer(json(401, { statusCode: 401, message: 'Unauthorized', error: 'x' }))
    expect((await pending).response.status).toBe(401)
    expect(toastState.current).toBeNull()
    await vi.advanceTimersByTimeAsync(2000)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('does not sign out on a wrong login', async () => {
    const { api, navigate } = setup(() =>
      json(401, { statusCode: 401, message: 'Invalid credentials.', error: 'x' }),
    )
    await api.POST('/auth/admin/login', { body: { username: 'staff@example.com', password: 'wrong' } })
    await vi.advanceTimersByTimeAsync(2000)
    expect(toastState.current).toBeNull()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('shows the permission toast for a read, not for a write', async () => {
    const forbidden = () => json(403, { statusCode: 403, message: 'Forbidden', error: 'x' })
    const { api, getUser } = setup(forbidden)
    await api.POST('/auth/admin/sign-out', { body: {} })
    expect(toastState.current).toBeNull()
    await getUser()
    expect(toastState.current?.message).toEqual({ key: 'errors:you-dont-have-permission' })
  })

  it('shows the server message of other errors', async () => {
    const { getUser } = setup(() =>
      json(400, { statusCode: 400, message: 'The id is not valid.', error: 'x' }),
    )
    await getUser()
    expect(toastState.current?.message).toEqual({ text: 'The id is not valid.' })
  })

  it('reports a network failure and rethrows it', async () => {
    const { getUser } = setup(() => {
      throw new TypeError('Failed to fetch')
    })
    await expect(getUser()).rejects.toThrow('Failed to fetch')
    expect(toastState.current?.message).toEqual({ key: 'errors:network_error' })
  })
})
