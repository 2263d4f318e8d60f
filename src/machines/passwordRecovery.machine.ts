import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { resetPassword, sendOtp, type VerifyOtpResponse, verifyOtp } from '../api/auth'
import { OTP_RESEND_SECONDS } from '../domain/constants'
import {
  type FieldErrors,
  hasErrors,
  validateOtp,
  validatePasswordChange,
  validateRecoveryEmail,
} from '../domain/validators'
import { clearRecovery, setRecoveryEmail, setVerifyToken } from '../stores/session'
import { showToast } from '../stores/toasts'
import { type FlowMessage, serverMessage, statusOf } from './flowMessage'

export interface PasswordRecoveryInput {
  /** Stored by an earlier step: the flow resumes at the code (e-mail) or the new password (both). */
  email?: string | null
  verifyToken?: string | null
}

export interface PasswordRecoveryContext {
  email: string
  verifyToken: string | null
  secondsLeft: number
  emailError: FlowMessage | null
  codeError: FlowMessage | null
  resendError: FlowMessage | null
  passwordErrors: FieldErrors<'password' | 'confirmPassword'>
  /** Status code of the last send-code call (204 on success). */
  statusCode: number | null
  changeStatus: 'idle' | 'loading' | 'success' | 'failed'
}

export type PasswordRecoveryEvent =
  | { type: 'recovery.submit'; email: string }
  | { type: 'otp.submit'; code: string }
  | { type: 'otp.resend' }
  | { type: 'password.submit'; password: string; confirmPassword: string }

const failedStatus = ({ event }: { event: { error: unknown } }) => statusOf(event.error)

export const passwordRecoveryMachine = setup({
  types: {
    input: {} as PasswordRecoveryInput,
    context: {} as PasswordRecoveryContext,
    events: {} as PasswordRecoveryEvent,
  },
  actors: {
    sendCode: fromPromise<void, { email: string }>(({ input }) => sendOtp(input.email)),
    verifyCode: fromPromise<VerifyOtpResponse, { email: string; code: string }>(({ input }) =>
      verifyOtp(input.email, input.code),
    ),
    changePassword: fromPromise<void, { verifyToken: string; email: string; password: string }>(({ input }) =>
      resetPassword(input.verifyToken, { email: input.email, password: input.password }),
    ),
  },
  actions: {
    storeEmail: ({ context }) => setRecoveryEmail(context.email),
    storeVerifyToken: ({ context }) => setVerifyToken(context.verifyToken),
    forgetRecovery: () => clearRecovery(),
    announcePasswordChanged: () => showToast({ key: 'auth:your-password-has-been-changed' }, 'success'),
    logChangeFailure: (_, params: { error: unknown }) =>
      console.error('Password change failed', params.error),
    restartCountdown: assign({ secondsLeft: OTP_RESEND_SECONDS }),
    countDown: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
  },
  guards: {
    canChangePassword: ({ context }) => context.verifyToken !== null && context.email !== '',
    hasEmail: ({ context }) => context.email !== '',
    lastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  delays: {
    countdownTick: 1000,
  },
}).createMachine({
  id: 'passwordRecovery',
  context: ({ input }) => ({
    email: input?.email ?? '',
    verifyToken: input?.verifyToken || null,
    secondsLeft: OTP_RESEND_SECONDS,
    emailError: null,
    codeError: null,
    resendError: null,
    passwordErrors: {},
    statusCode: null,
    changeStatus: 'idle',
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'canChangePassword', target: 'newPassword' },
        { guard: 'hasEmail', target: 'codeSent' },
        { target: 'email' },
      ],
    },
    email: {
      tags: ['emailEntry'],
      on: {
        'recovery.submit': [
          {
            guard: ({ event }) => validateRecoveryEmail(event.email) !== null,
            actions: assign({
              emailError: ({ event }) => ({ key: `validation:${validateRecoveryEmail(event.email)}` }),
            }),
          },
          {
            target: 'sending',
            actions: assign({ email: ({ event }) => event.email.trim(), emailError: null }),
          },
        ],
      },
    },
    sending: {
      tags: ['emailEntry', 'busy'],
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'codeSent', actions: [assign({ statusCode: 204 }), 'storeEmail'] },
        onError: {
          target: 'email',
          actions: assign({
            statusCode: failedStatus,
            emailError: ({ event }) => serverMessage(event.error),
          }),
        },
      },
    },
    codeSent: {
      tags: ['codeEntry'],
      type: 'parallel',
      entry: 'restartCountdown',
      states: {
        countdown: {
          initial: 'running',
          states: {
            running: {
              after: {
                countdownTick: [
                  { guard: 'lastSecond', target: 'expired', actions: 'countDown' },
                  { target: 'running', reenter: true, actions: 'countDown' },
                ],
              },
            },
            expired: {
              tags: ['canResend'],
              on: { 'otp.resend': { target: 'resending', actions: assign({ resendError: null }) } },
            },
            resending: {
              tags: ['resending'],
              invoke: {
                src: 'sendCode',
                input: ({ context }) => ({ email: context.email }),
                onDone: {
                  target: 'running',
                  actions: ['restartCountdown', assign({ statusCode: 204, codeError: null })],
                },
                onError: {
                  target: 'expired',
                  actions: assign({
                    statusCode: failedStatus,
                    resendError: ({ event }) => serverMessage(event.error),
                  }),
                },
              },
            },
          },
        },
        code: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'otp.submit': [
                  {
                    guard: ({ event }) => validateOtp(event.code) !== null,
                    actions: assign({
                      codeError: ({ event }) => ({ key: `validation:${validateOtp(event.code)}` }),
                    }),
                  },
                  { target: 'verifying', actions: assign({ codeError: null }) },
                ],
              },
            },
            verifying: {
              tags: ['busy'],
              invoke: {
                src: 'verifyCode',
                input: ({ context, event }) => {
                  assertEvent(event, 'otp.submit')
                  return { email: context.email, code: event.code }
                },
                onDone: {
                  target: '#passwordRecovery.codeVerified',
                  actions: assign({ verifyToken: ({ event }) => event.output.jwtVerifyToken }),
                },
                onError: {
                  target: 'editing',
                  actions: assign({ codeError: ({ event }) => serverMessage(event.error) }),
                },
              },
            },
          },
        },
      },
    },
    codeVerified: {
      entry: 'storeVerifyToken',
      always: 'newPassword',
    },
    newPassword: {
      tags: ['passwordEntry'],
      on: {
        'password.submit': [
          {
            guard: ({ event }) => hasErrors(validatePasswordChange(event)),
            actions: assign({ passwordErrors: ({ event }) => validatePasswordChange(event) }),
          },
          { target: 'changing', actions: assign({ passwordErrors: {}, changeStatus: 'loading' }) },
        ],
      },
    },
    changing: {
      tags: ['passwordEntry', 'busy'],
      invoke: {
        src: 'changePassword',
        input: ({ context, event }) => {
          assertEvent(event, 'password.submit')
          return { verifyToken: context.verifyToken ?? '', email: context.email, password: event.password }
        },
        onDone: { target: 'done', actions: assign({ changeStatus: 'success' }) },
        onError: {
          target: 'newPassword',
          actions: [
            assign({ changeStatus: 'failed' }),
            { type: 'logChangeFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    done: {
      type: 'final',
      tags: ['done'],
      entry: ['announcePasswordChanged', 'forgetRecovery'],
    },
  },
})
