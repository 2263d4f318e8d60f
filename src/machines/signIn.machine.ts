import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { type LoginResponse, login, verifyTwoFactor } from '../api/auth'
import { type FieldErrors, hasErrors, validateAuthenticatorCode, validateLogin } from '../domain/validators'
import { setPendingToken } from '../stores/session'
import { type FlowMessage, serverMessage, statusOf } from './flowMessage'

export interface SignInInput {
  /** A pending two-factor token from an earlier login: the flow resumes at the code. */
  pendingToken?: string | null
}

export interface SignInContext {
  pendingToken: string | null
  accessToken: string | null
  fieldErrors: FieldErrors<'username' | 'password'>
  formError: FlowMessage | null
  codeError: FlowMessage | null
  statusCode: number | null
}

export type SignInEvent =
  | { type: 'signIn.submit'; username: string; password: string }
  | { type: 'twoFactor.submit'; code: string }

const initialMessages = { fieldErrors: {}, formError: null, codeError: null }

export const signInMachine = setup({
  types: {
    input: {} as SignInInput,
    context: {} as SignInContext,
    events: {} as SignInEvent,
  },
  actors: {
    login: fromPromise<LoginResponse, { username: string; password: string }>(({ input }) => login(input)),
    verifyCode: fromPromise<LoginResponse, { pendingToken: string; code: string }>(({ input }) =>
      verifyTwoFactor(input.pendingToken, input.code),
    ),
    // Loaded once the credentials are accepted: the session's set-up (the member's record, web push) is
    // no part of the sign-in page itself, which stays small.
    establishSession: fromPromise<void, { accessToken: string }>(async ({ input }) => {
      const { establishSession } = await import('../api/sessionLifecycle')
      await establishSession(input.accessToken)
    }),
  },
  actions: {
    storePendingToken: (_, params: { token: string | null }) => setPendingToken(params.token),
  },
  guards: {
    hasPendingToken: ({ context }) => context.pendingToken !== null,
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    pendingToken: input?.pendingToken || null,
    accessToken: null,
    statusCode: null,
    ...initialMessages,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasPendingToken', target: 'twoFactor' }, { target: 'idle' }],
    },
    idle: {
      tags: ['credentials'],
      on: {
        'signIn.submit': [
          {
            guard: ({ event }) => hasErrors(validateLogin(event)),
            actions: assign({ ...initialMessages, fieldErrors: ({ event }) => validateLogin(event) }),
          },
          { target: 'submitting', actions: assign(initialMessages) },
        ],
      },
    },
    submitting: {
      tags: ['credentials', 'busy'],
      invoke: {
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'signIn.submit')
          return { username: event.username.trim(), password: event.password }
        },
        onDone: [
          {
            guard: ({ event }) => event.output.googleAuth,
            target: 'twoFactor',
            actions: [
              assign({ pendingToken: ({ event }) => event.output.jwtAccessToken, statusCode: 200 }),
              { type: 'storePendingToken', params: ({ event }) => ({ token: event.output.jwtAccessToken }) },
            ],
          },
          {
            target: 'establishing',
            actions: assign({ accessToken: ({ event }) => event.output.jwtAccessToken, statusCode: 200 }),
          },
        ],
        onError: {
          target: 'idle',
          actions: assign({
            statusCode: ({ event }) => statusOf(event.error),
            formError: ({ event }) =>
              statusOf(event.error) === 401
                ? { key: 'errors:error-authentication' }
                : serverMessage(event.error),
          }),
        },
      },
    },
    twoFactor: {
      tags: ['twoFactor'],
      on: {
        'twoFactor.submit': [
          {
            guard: ({ event }) => validateAuthenticatorCode(event.code) !== null,
            actions: assign({
              codeError: ({ event }) => ({ key: `validation:${validateAuthenticatorCode(event.code)}` }),
            }),
          },
          { target: 'verifyingCode', actions: assign({ codeError: null }) },
        ],
      },
    },
    verifyingCode: {
      tags: ['twoFactor', 'busy'],
      invoke: {
        src: 'verifyCode',
        input: ({ context, event }) => {
          assertEvent(event, 'twoFactor.submit')
          return { pendingToken: context.pendingToken ?? '', code: event.code }
        },
        onDone: {
          target: 'establishing',
          actions: [
            assign({
              accessToken: ({ event }) => event.output.jwtAccessToken,
              pendingToken: null,
              statusCode: 200,
            }),
            { type: 'storePendingToken', params: { token: null } },
          ],
        },
        onError: {
          target: 'twoFactor',
          actions: assign({
            statusCode: ({ event }) => statusOf(event.error),
            codeError: ({ event }) => serverMessage(event.error),
          }),
        },
      },
    },
    establishing: {
      tags: ['busy'],
      invoke: {
        src: 'establishSession',
        input: ({ context }) => ({ accessToken: context.accessToken ?? '' }),
        onDone: { target: 'success', actions: assign({ accessToken: null }) },
        // Only a failure to store the record lands here; the token is valid, so send the user on.
        onError: { target: 'success', actions: assign({ accessToken: null }) },
      },
    },
    success: {
      type: 'final',
      tags: ['success'],
    },
  },
})
