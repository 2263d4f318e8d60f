import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError } from '../../../src/api/apiError'
import type { VerifyOtpResponse } from '../../../src/api/auth'
import {
  type PasswordRecoveryInput,
  passwordRecoveryMachine,
} from '../../../src/machines/passwordRecovery.machine'

interface Fakes {
  sendCode?: (input: { email: string }) => Promise<void>
  verifyCode?: (input: { email: string; code: string }) => Promise<VerifyOtpResponse>
  changePassword?: (input: { verifyToken: string; email: string; password: string }) => Promise<void>
}

const verified: VerifyOtpResponse = {
  statusCode: 200,
  jwtVerifyToken: 'verify',
  status: 'success',
  message: 'OK',
}
const refuse = (status: number, message: string) => async () => {
  throw new ApiError(status, message)
}

function start(fakes: Fakes = {}, input: PasswordRecoveryInput = {}) {
  const calls = {
    sendCode: vi.fn(fakes.sendCode ?? (async () => {})),
    verifyCode: vi.fn(fakes.verifyCode ?? (async () => verified)),
    changePassword: vi.fn(fakes.changePassword ?? (async () => {})),
    storeEmail: vi.fn(),
    storeVerifyToken: vi.fn(),
    forgetRecovery: vi.fn(),
    announcePasswordChanged: vi.fn(),
    logChangeFailure: vi.fn(),
  }
  const machine = passwordRecoveryMachine.provide({
    actors: {
      sendCode: fromPromise(({ input }) => calls.sendCode(input)),
      verifyCode: fromPromise(({ input }) => calls.verifyCode(input)),
      changePassword: fromPromise(({ input }) => calls.changePassword(input)),
    },
    actions: {
      storeEmail: ({ context }) => calls.storeEmail(context.email),
      storeVerifyToken: ({ context }) => calls.storeVerifyToken(context.verifyToken),
      forgetRecovery: calls.forgetRecovery,
      announcePasswordChanged: calls.announcePasswordChanged,
      logChangeFailure: (_, params) => calls.logChangeFailure(params.error),
    },
  })
  const actor = createActor(machine, { input }).start()
  return { actor, calls }
}

// Lets the fake promises of invoked actors settle without moving the clock.
const settle = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('e-mail step', () => {
  it('asks for the e-mail and checks its format', () => {
    const { actor, calls } = start()
    expect(actor.getSnapshot().hasTag('emailEntry')).toBe(true)
    actor.send({ type: 'recovery.submit', email: '  ' })
    expect(actor.getSnapshot().context.emailError).toEqual({ key: 'validation:please_fill_in_your_email' })
    actor.send({ type: 'recovery.submit', email: 'staff@' })
    expect(actor.getSnapshot().context.emailError).toEqual({ key: 'validation:email_is_wrong_format' })
    expect(calls.sendCode).not.toHaveBeenCalled()
  })

  it('sends the code, stores the e-mail and starts the 120 s countdown', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'recovery.submit', email: ' staff@example.com ' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await settle()
    const state = actor.getSnapshot()
    expect(calls.sendCode).toHaveBeenCalledWith({ email: 'staff@example.com' })
    expect(calls.storeEmail).toHaveBeenCalledWith('staff@example.com')
    expect(state.hasTag('codeEntry')).toBe(true)
    expect(state.context.statusCode).toBe(204)
    expect(state.context.secondsLeft).toBe(120)
  })

  it('shows the server message when the code cannot be sent', async () => {
    const { actor, calls } = start({ sendCode: refuse(429, 'Please wait before asking for another code.') })
    actor.send({ type: 'recovery.submit', email: 'staff@example.com' })
    await settle()
    const state = actor.getSnapshot()
    expect(state.value).toBe('email')
    expect(state.context.emailError).toEqual({ text: 'Please wait before asking for another code.' })
    expect(state.context.statusCode).toBe(429)
    expect(calls.storeEmail).not.toHaveBeenCalled()
  })
})

describe('code step', () => {
  const atCode = (fakes: Fakes = {}) => start(fakes, { email: 'staff@example.com' })

  it('resumes at the code when the e-mail is stored', () => {
    const { actor } = atCode()
    expect(actor.getSnapshot().hasTag('codeEntry')).toBe(true)
    expect(actor.getSnapshot().context.secondsLeft).toBe(120)
  })

  it('counts down each second and allows a resend only at zero', async () => {
    const { actor, calls } = atCode()
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(119)
    actor.send({ type: 'otp.resend' })
    expect(calls.sendCode).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(118_000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(1)
    expect(actor.getSnapshot().hasTag('canResend')).toBe(false)
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(0)
    expect(actor.getSnapshot().hasTag('canResend')).toBe(true)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(0)
  })

  it('resends the code at zero and restarts the countdown', async () => {
    const { actor, calls } = atCode()
    await vi.advanceTimersByTimeAsync(120_000)
    actor.send({ type: 'otp.resend' })
    expect(actor.getSnapshot().hasTag('resending')).toBe(true)
    await settle()
    expect(calls.sendCode).toHaveBeenCalledWith({ email: 'staff@example.com' })
    expect(actor.getSnapshot().context.secondsLeft).toBe(120)
    expect(actor.getSnapshot().hasTag('canResend')).toBe(false)
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(119)
  })

  it('shows why a resend failed and lets the user try again', async () => {
    const { actor } = atCode({ sendCode: refuse(429, 'Please wait before asking for another code.') })
    await vi.advanceTimersByTimeAsync(120_000)
    actor.send({ type: 'otp.resend' })
    await settle()
    expect(actor.getSnapshot().context.resendError).toEqual({
      text: 'Please wait before asking for another code.',
    })
    expect(actor.getSnapshot().hasTag('canResend')).toBe(true)
  })

  it('checks the code before calling the server', () => {
    const { actor, calls } = atCode()
    actor.send({ type: 'otp.submit', code: '' })
    expect(actor.getSnapshot().context.codeError).toEqual({ key: 'validation:please_fill_OTP_code' })
    actor.send({ type: 'otp.submit', code: '12a' })
    expect(actor.getSnapshot().context.codeError).toEqual({ key: 'validation:otp_digits_only' })
    expect(calls.verifyCode).not.toHaveBeenCalled()
  })

  it('shows the server message on the code field when the code is refused', async () => {
    const { actor } = atCode({ verifyCode: refuse(400, 'The code is wrong or has expired.') })
    actor.send({ type: 'otp.submit', code: '123456' })
    await settle()
    expect(actor.getSnapshot().context.codeError).toEqual({ text: 'The code is wrong or has expired.' })
    expect(actor.getSnapshot().hasTag('codeEntry')).toBe(true)
  })

  it('keeps counting down while the code is checked', async () => {
    let answer: (value: VerifyOtpResponse) => void = () => {}
    const { actor } = atCode({ verifyCode: () => new Promise((resolve) => (answer = resolve)) })
    actor.send({ type: 'otp.submit', code: '123456' })
    await vi.advanceTimersByTimeAsync(3000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(117)
    answer(verified)
    await settle()
    expect(actor.getSnapshot().hasTag('passwordEntry')).toBe(true)
  })

  it('stores the verify token and moves to the new password', async () => {
    const { actor, calls } = atCode()
    actor.send({ type: 'otp.submit', code: '123456' })
    await settle()
    expect(calls.verifyCode).toHaveBeenCalledWith({ email: 'staff@example.com', code: '123456' })
    expect(calls.storeVerifyToken).toHaveBeenCalledWith('verify')
    expect(actor.getSnapshot().value).toBe('newPassword')
  })
})

describe('new password step', () => {
  const atPassword = (fakes: Fakes = {}) =>
    start(fakes, { email: 'staff@example.com', verifyToken: 'verify' })

  it('resumes at the new password when a verify token is stored', () => {
    expect(atPassword().actor.getSnapshot().value).toBe('newPassword')
  })

  it('needs the e-mail as well as the token', () => {
    const { actor } = start({}, { verifyToken: 'verify' })
    expect(actor.getSnapshot().value).toBe('email')
  })

  it('applies the password rules', () => {
    const { actor, calls } = atPassword()
    actor.send({ type: 'password.submit', password: 'weak', confirmPassword: 'other' })
    expect(actor.getSnapshot().context.passwordErrors).toEqual({
      password: 'validate_password',
      confirmPassword: 'the_password_confirmation_does_not_match',
    })
    expect(calls.changePassword).not.toHaveBeenCalled()
  })

  it('changes the password, announces it and forgets the recovery', async () => {
    const { actor, calls } = atPassword()
    actor.send({ type: 'password.submit', password: 'Passw0rd!', confirmPassword: 'Passw0rd!' })
    expect(actor.getSnapshot().context.changeStatus).toBe('loading')
    await settle()
    expect(calls.changePassword).toHaveBeenCalledWith({
      verifyToken: 'verify',
      email: 'staff@example.com',
      password: 'Passw0rd!',
    })
    const state = actor.getSnapshot()
    expect(state.hasTag('done')).toBe(true)
    expect(state.status).toBe('done')
    expect(state.context.changeStatus).toBe('success')
    expect(calls.announcePasswordChanged).toHaveBeenCalledOnce()
    expect(calls.forgetRecovery).toHaveBeenCalledOnce()
  })

  it('records a failed change and logs it without a message', async () => {
    const failure = new ApiError(400, 'The new password is the same as the old one.')
    const { actor, calls } = atPassword({
      changePassword: async () => {
        throw failure
      },
    })
    actor.send({ type: 'password.submit', password: 'Passw0rd!', confirmPassword: 'Passw0rd!' })
    await settle()
    const state = actor.getSnapshot()
    expect(state.value).toBe('newPassword')
    expect(state.context.changeStatus).toBe('failed')
    expect(state.context.passwordErrors).toEqual({})
    expect(calls.logChangeFailure).toHaveBeenCalledWith(failure)
    expect(calls.forgetRecovery).not.toHaveBeenCalled()
  })
})
