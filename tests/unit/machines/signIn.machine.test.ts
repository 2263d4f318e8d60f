import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../../../src/api/apiError'
import type { LoginResponse } from '../../../src/api/auth'
import { signInMachine } from '../../../src/machines/signIn.machine'

interface Fakes {
  login?: (input: { username: string; password: string }) => Promise<LoginResponse>
  verifyCode?: (input: { pendingToken: string; code: string }) => Promise<LoginResponse>
}

function start(fakes: Fakes = {}, pendingToken: string | null = null) {
  const calls = {
    login: vi.fn(fakes.login ?? (async () => ({ jwtAccessToken: 'access', googleAuth: false }))),
    verifyCode: vi.fn(fakes.verifyCode ?? (async () => ({ jwtAccessToken: 'access', googleAuth: false }))),
    establishSession: vi.fn(async (_: { accessToken: string }) => {}),
    storePendingToken: vi.fn(),
  }
  const machine = signInMachine.provide({
    actors: {
      login: fromPromise(({ input }) => calls.login(input)),
      verifyCode: fromPromise(({ input }) => calls.verifyCode(input)),
      establishSession: fromPromise(({ input }) => calls.establishSession(input)),
    },
    actions: { storePendingToken: (_, params) => calls.storePendingToken(params.token) },
  })
  const actor = createActor(machine, { input: { pendingToken } }).start()
  return { actor, calls }
}

const submit = { type: 'signIn.submit', username: ' staff@example.com ', password: 'Secret1!' } as const

describe('sign-in machine', () => {
  it('starts at the credentials', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().hasTag('credentials')).toBe(true)
  })

  it('keeps invalid credentials from the server and says what is wrong', () => {
    const { actor, calls } = start()
    actor.send({ type: 'signIn.submit', username: 'staff', password: '' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      username: 'email_is_wrong_format',
      password: 'required_fields',
    })
    expect(calls.login).not.toHaveBeenCalled()
  })

  it('signs in without a second factor and stores the session', async () => {
    const { actor, calls } = start()
    actor.send(submit)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (state) => state.hasTag('success'))
    expect(calls.login).toHaveBeenCalledWith({ username: 'staff@example.com', password: 'Secret1!' })
    expect(calls.establishSession).toHaveBeenCalledWith({ accessToken: 'access' })
    expect(calls.storePendingToken).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.accessToken).toBeNull()
  })

  it('asks for the authenticator code when the account has two-factor verification', async () => {
    const { actor, calls } = start({ login: async () => ({ jwtAccessToken: 'pending', googleAuth: true }) })
    actor.send(submit)
    await waitFor(actor, (state) => state.hasTag('twoFactor'))
    expect(actor.getSnapshot().value).toBe('twoFactor')
    expect(actor.getSnapshot().context.pendingToken).toBe('pending')
    expect(calls.storePendingToken).toHaveBeenCalledWith('pending')
    expect(calls.establishSession).not.toHaveBeenCalled()
  })

  it('shows error-authentication for wrong credentials (401)', async () => {
    const { actor } = start({
      login: async () => {
        throw new ApiError(401, 'Invalid credentials.')
      },
    })
    actor.send(submit)
    await waitFor(actor, (state) => state.matches('idle') && state.context.statusCode !== null)
    expect(actor.getSnapshot().context.formError).toEqual({ key: 'errors:error-authentication' })
    expect(actor.getSnapshot().context.statusCode).toBe(401)
  })

  it.each([429, 400])('shows the server message for %i', async (status) => {
    const { actor } = start({
      login: async () => {
        throw new ApiError(status, 'Too many attempts. Try again in 15 minutes.')
      },
    })
    actor.send(submit)
    await waitFor(actor, (state) => state.matches('idle') && state.context.statusCode !== null)
    expect(actor.getSnapshot().context.formError).toEqual({
      text: 'Too many attempts. Try again in 15 minutes.',
    })
    expect(actor.getSnapshot().context.statusCode).toBe(status)
  })

  it('leaves server failures and network errors to the toast', async () => {
    const { actor } = start({
      login: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    actor.send(submit)
    await waitFor(actor, (state) => state.matches('idle'))
    expect(actor.getSnapshot().context.formError).toBeNull()
  })

  describe('with a pending two-factor token', () => {
    it('resumes at the code', () => {
      const { actor } = start({}, 'pending')
      expect(actor.getSnapshot().value).toBe('twoFactor')
    })

    it('requires a code', () => {
      const { actor, calls } = start({}, 'pending')
      actor.send({ type: 'twoFactor.submit', code: '' })
      expect(actor.getSnapshot().context.codeError).toEqual({ key: 'validation:required_fields' })
      expect(calls.verifyCode).not.toHaveBeenCalled()
    })

    it('shows the server message under the field when the code is refused', async () => {
      const { actor } = start(
        {
          verifyCode: async () => {
            throw new ApiError(401, 'The code is wrong.')
          },
        },
        'pending',
      )
      actor.send({ type: 'twoFactor.submit', code: '123456' })
      await waitFor(actor, (state) => state.matches('twoFactor') && state.context.codeError !== null)
      expect(actor.getSnapshot().context.codeError).toEqual({ text: 'The code is wrong.' })
    })

    it('exchanges the pending token for the session', async () => {
      const { actor, calls } = start({}, 'pending')
      actor.send({ type: 'twoFactor.submit', code: '123456' })
      await waitFor(actor, (state) => state.hasTag('success'))
      expect(calls.verifyCode).toHaveBeenCalledWith({ pendingToken: 'pending', code: '123456' })
      expect(calls.storePendingToken).toHaveBeenCalledWith(null)
      expect(calls.establishSession).toHaveBeenCalledWith({ accessToken: 'access' })
      expect(actor.getSnapshot().context.pendingToken).toBeNull()
    })
  })
})
