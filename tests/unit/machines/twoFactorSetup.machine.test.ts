import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../../../src/api/apiError'
import { twoFactorSetupMachine } from '../../../src/machines/twoFactorSetup.machine'

const SETUP = { qrCode: 'data:image/png;base64,AAAA', secret: 'JBSWY3DPEHPK3PXP' }

function start(
  enabled: boolean,
  fakes: {
    generate?: () => Promise<typeof SETUP>
    enable?: (code: string) => Promise<boolean>
    disable?: (code: string) => Promise<boolean>
  } = {},
) {
  const calls: string[] = []
  const machine = twoFactorSetupMachine.provide({
    actors: {
      generate: fromPromise(async () => {
        calls.push('generate')
        return (fakes.generate ?? (async () => SETUP))()
      }),
      enable: fromPromise(async ({ input }: { input: { code: string } }) => {
        calls.push(`enable ${input.code}`)
        return (fakes.enable ?? (async () => true))(input.code)
      }),
      disable: fromPromise(async ({ input }: { input: { code: string } }) => {
        calls.push(`disable ${input.code}`)
        return (fakes.disable ?? (async () => false))(input.code)
      }),
    },
  })
  const actor = createActor(machine, { input: { enabled } }).start()
  return { actor, calls }
}

describe('turning two-factor verification on', () => {
  it('starts off or on as the member is', () => {
    expect(start(false).actor.getSnapshot().value).toBe('off')
    expect(start(true).actor.getSnapshot().value).toBe('on')
  })

  it('shows the new secret, and switches on only after a right code', async () => {
    const { actor, calls } = start(false)
    actor.send({ type: 'twoFactor.start' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (state) => state.matches('awaitingCode'))
    expect(actor.getSnapshot().context.secret).toEqual(SETUP)
    expect(actor.getSnapshot().context.enabled).toBe(false)

    actor.send({ type: 'twoFactor.submit', code: '123456' })
    await waitFor(actor, (state) => state.matches('on'))
    expect(calls).toEqual(['generate', 'enable 123456'])
    expect(actor.getSnapshot().context).toMatchObject({
      enabled: true,
      secret: null,
      notice: { key: 'profile:two_factor.turned_on' },
    })
  })

  it('refuses an empty or short code without calling the server', async () => {
    const { actor, calls } = start(false)
    actor.send({ type: 'twoFactor.start' })
    await waitFor(actor, (state) => state.matches('awaitingCode'))
    actor.send({ type: 'twoFactor.submit', code: '' })
    expect(actor.getSnapshot().context.codeError).toEqual({ key: 'validation:required_fields' })
    actor.send({ type: 'twoFactor.submit', code: '12a' })
    expect(actor.getSnapshot().context.codeError).toEqual({ key: 'validation:otp_digits_only' })
    expect(actor.getSnapshot().value).toBe('awaitingCode')
    expect(calls).toEqual(['generate'])
  })

  it("keeps the secret and shows the server's words when the code is wrong", async () => {
    const { actor } = start(false, {
      enable: async () => {
        throw new ApiError(400, 'The authenticator code is wrong. Please try again.')
      },
    })
    actor.send({ type: 'twoFactor.start' })
    await waitFor(actor, (state) => state.matches('awaitingCode'))
    actor.send({ type: 'twoFactor.submit', code: '000000' })
    await waitFor(actor, (state) => state.matches('awaitingCode') && state.context.codeError !== null)
    expect(actor.getSnapshot().context).toMatchObject({
      enabled: false,
      secret: SETUP,
      codeError: { text: 'The authenticator code is wrong. Please try again.' },
    })
  })

  it('goes back to off when the set-up cannot start, saying why', async () => {
    const { actor } = start(false, {
      generate: async () => {
        throw new ApiError(400, 'Two-factor verification is already on.')
      },
    })
    actor.send({ type: 'twoFactor.start' })
    await waitFor(actor, (state) => state.matches('off') && state.context.error !== null)
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Two-factor verification is already on.' })
  })

  it('can be cancelled, forgetting the secret', async () => {
    const { actor } = start(false)
    actor.send({ type: 'twoFactor.start' })
    await waitFor(actor, (state) => state.matches('awaitingCode'))
    actor.send({ type: 'twoFactor.cancel' })
    expect(actor.getSnapshot().value).toBe('off')
    expect(actor.getSnapshot().context.secret).toBeNull()
  })
})

describe('turning it off', () => {
  it('asks for a current code, then switches off', async () => {
    const { actor, calls } = start(true)
    actor.send({ type: 'twoFactor.turnOff' })
    expect(actor.getSnapshot().hasTag('turningOff')).toBe(true)
    actor.send({ type: 'twoFactor.submit', code: '654321' })
    await waitFor(actor, (state) => state.matches('off'))
    expect(calls).toEqual(['disable 654321'])
    expect(actor.getSnapshot().context).toMatchObject({
      enabled: false,
      notice: { key: 'profile:two_factor.turned_off' },
    })
  })

  it('stays on when the code is refused, and on Cancel', async () => {
    const { actor } = start(true, {
      disable: async () => {
        throw new ApiError(400, 'The authenticator code is wrong. Please try again.')
      },
    })
    actor.send({ type: 'twoFactor.turnOff' })
    actor.send({ type: 'twoFactor.submit', code: '111111' })
    await waitFor(actor, (state) => state.matches('confirmingOff') && state.context.codeError !== null)
    expect(actor.getSnapshot().context.enabled).toBe(true)
    actor.send({ type: 'twoFactor.cancel' })
    expect(actor.getSnapshot().value).toBe('on')
    expect(actor.getSnapshot().context.codeError).toBeNull()
  })

  it('shows a general line under the field when the server failed (the error catalogue toasts the rest)', async () => {
    const { actor } = start(true, {
      disable: async () => {
        throw new ApiError(500, 'Internal Server Error. Please try again later.')
      },
    })
    actor.send({ type: 'twoFactor.turnOff' })
    actor.send({ type: 'twoFactor.submit', code: '111111' })
    await waitFor(actor, (state) => state.matches('confirmingOff') && state.context.codeError !== null)
    expect(actor.getSnapshot().context.codeError).toEqual({ key: 'profile:two_factor.failed' })
  })
})
