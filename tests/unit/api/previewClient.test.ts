import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../../../src/api/client'
import { setLanguage } from '../../../src/stores/preferences'
import { clearPreview, previewState, setPreview } from '../../../src/stores/preview'
import { clearToken, saveToken, sessionState } from '../../../src/stores/session'
import { dismissToast, toastState } from '../../../src/stores/toasts'
import { fakeJwt } from './fakeJwt'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const nowSeconds = () => Math.floor(Date.now() / 1000)

function setup(answer: (request: Request) => Response) {
  const requests: Request[] = []
  const api = createApiClient({
    baseUrl: 'http://backoffice.test/api',
    navigate: vi.fn(),
    fetch: async (request) => {
      requests.push(request)
      return answer(request)
    },
  })
  return { api, requests }
}

const own = fakeJwt({ _id: 'u1', iat: nowSeconds(), exp: nowSeconds() + 900 })
const previewing = () =>
  setPreview({
    id: 'p1',
    token: 'preview-token',
    kind: 'role',
    label: 'Editors',
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    fullAccess: false,
    permissions: { faq: ['access'] },
    returnTo: '/admin-dashboard/role-&-permission-management/create-new-role',
  })

beforeEach(() => {
  dismissToast()
  setLanguage('en')
  saveToken({ jwtAccessToken: own, _id: 'u1', firstName: 'Somchai', lastName: 'Jaidee', avatarUrl: '' })
})
afterEach(() => {
  clearPreview()
  clearToken()
})

describe('the API client in a preview (view as a role)', () => {
  it('sends the preview token instead of the session one, and a call bringing its own keeps it', async () => {
    previewing()
    const { api, requests } = setup(() => json(200, { data: [], actions: [] }))
    await api.GET('/admin/permissions')
    expect(requests[0].headers.get('Authorization')).toBe('Bearer preview-token')
    await api.DELETE('/admin/preview-sessions/{id}', {
      params: { path: { id: 'p1' } },
      headers: { Authorization: `Bearer ${own}` },
    })
    expect(requests[1].headers.get('Authorization')).toBe(`Bearer ${own}`)
  })

  it('leaves the preview, not the session, when the preview has ended', async () => {
    previewing()
    const { api } = setup(() =>
      json(401, { statusCode: 401, message: 'Session Expired.', error: 'Unauthorized' }),
    )
    await api.GET('/admin/permissions')
    expect(previewState.preview).toBeNull()
    expect(sessionState.token?.jwtAccessToken).toBe(own)
    expect(toastState.current?.message).toEqual({ key: 'shell:preview.ended' })
  })

  it('says why a write was refused in the words of the server', async () => {
    previewing()
    const message = 'This is a read-only preview.'
    const { api } = setup(() => json(403, { statusCode: 403, message, error: 'Forbidden' }))
    await api.POST('/admin/faqs', { body: {} as never })
    expect(toastState.current?.message).toEqual({ text: message })
    expect(previewState.preview).not.toBeNull()
  })
})
