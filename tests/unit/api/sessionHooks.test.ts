import { afterEach, describe, expect, it, vi } from 'vitest'
import { setSessionHooks } from '../../../src/api/sessionHooks'
import { endSession, establishSession } from '../../../src/api/sessionLifecycle'
import { clearToken, sessionState } from '../../../src/stores/session'
import { fakeJwt } from './fakeJwt'

// The session lifecycle (src/api) knows nothing of web push, which the notifications area owns: the
// app hands it in as hooks. These tests use their own recording hooks in place of push.

const token = fakeJwt({})
const currentToken = () => sessionState.token?.jwtAccessToken ?? null

afterEach(() => {
  setSessionHooks(null)
  clearToken('signedOut')
  vi.restoreAllMocks()
})

describe('the hooks of a session', () => {
  it('runs the start hook once the new session is stored', async () => {
    const seen: (string | null)[] = []
    setSessionHooks(async () => ({
      sessionStarted: async () => seen.push(currentToken()),
      sessionEnding: async () => {},
    }))
    await establishSession(token)
    await vi.waitFor(() => expect(seen).toEqual([token]))
  })

  it('runs the ending hook while the session token still authorises calls, then ends the session', async () => {
    const seen: (string | null)[] = []
    setSessionHooks(async () => ({
      sessionStarted: async () => {},
      sessionEnding: async () => {
        seen.push(currentToken())
      },
    }))
    await establishSession(token)
    await endSession()
    expect(seen).toEqual([token])
    expect(sessionState.token).toBeNull()
  })

  it('signs in and out all the same when the hooks cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    setSessionHooks(async () => {
      throw new Error('The chunk is gone')
    })
    await establishSession(token)
    expect(currentToken()).toBe(token)
    await endSession()
    expect(sessionState.token).toBeNull()
    expect(warn).toHaveBeenCalled()
  })
})
