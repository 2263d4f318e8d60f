import { assertEvent, assign, fromPromise, setup } from 'xstate'
import {
  disableTwoFactor,
  enableTwoFactor,
  generateTwoFactorSecret,
  type TwoFactorSetup,
} from '../api/profile'
import { validateAuthenticatorCode } from '../domain/validators'
import { type FlowMessage, serverMessage } from './flowMessage'

export interface TwoFactorSetupInput {
  /** Whether two-factor verification is on now (the member's googleAuth). */
  enabled: boolean
}

export interface TwoFactorSetupContext {
  enabled: boolean
  /** The new secret and its QR code, while the member copies it into their app. */
  secret: TwoFactorSetup | null
  /** Why starting failed, shown beside the Turn on button. */
  error: FlowMessage | null
  codeError: FlowMessage | null
  /** What just happened, for the status line ('Two-factor verification is on'). */
  notice: FlowMessage | null
}

export type TwoFactorSetupEvent =
  | { type: 'twoFactor.start' }
  | { type: 'twoFactor.submit'; code: string }
  | { type: 'twoFactor.turnOff' }
  | { type: 'twoFactor.cancel' }

const codeProblem = (code: string): FlowMessage | null => {
  const key = validateAuthenticatorCode(code)
  return key ? { key: `validation:${key}` } : null
}

const cleared = { error: null, codeError: null, notice: null }

/**
 * Two-factor set-up on the profile: Turn on asks the server for a new secret (QR code and text), and
 * verification switches on only once a code from it is right; Turn off asks for a current code.
 */
export const twoFactorSetupMachine = setup({
  types: {
    input: {} as TwoFactorSetupInput,
    context: {} as TwoFactorSetupContext,
    events: {} as TwoFactorSetupEvent,
  },
  actors: {
    generate: fromPromise<TwoFactorSetup>(() => generateTwoFactorSecret()),
    enable: fromPromise<boolean, { code: string }>(({ input }) => enableTwoFactor(input.code)),
    disable: fromPromise<boolean, { code: string }>(({ input }) => disableTwoFactor(input.code)),
  },
  guards: {
    isOn: ({ context }) => context.enabled,
    codeIsWrong: ({ event }) => event.type === 'twoFactor.submit' && codeProblem(event.code) !== null,
  },
  actions: {
    rejectCode: assign({
      codeError: ({ event }) => (event.type === 'twoFactor.submit' ? codeProblem(event.code) : null),
    }),
  },
}).createMachine({
  id: 'twoFactorSetup',
  context: ({ input }) => ({ enabled: input.enabled, secret: null, ...cleared }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'isOn', target: 'on' }, { target: 'off' }],
    },
    off: {
      tags: ['off'],
      on: { 'twoFactor.start': { target: 'generating', actions: assign(cleared) } },
    },
    generating: {
      tags: ['off', 'busy'],
      invoke: {
        src: 'generate',
        onDone: { target: 'awaitingCode', actions: assign({ secret: ({ event }) => event.output }) },
        onError: {
          target: 'off',
          actions: assign({
            error: ({ event }) => serverMessage(event.error) ?? { key: 'profile:two_factor.start_failed' },
          }),
        },
      },
    },
    awaitingCode: {
      tags: ['settingUp'],
      on: {
        'twoFactor.submit': [
          { guard: 'codeIsWrong', actions: 'rejectCode' },
          { target: 'enabling', actions: assign({ codeError: null }) },
        ],
        'twoFactor.cancel': { target: 'off', actions: assign({ secret: null, ...cleared }) },
      },
    },
    enabling: {
      tags: ['settingUp', 'busy'],
      invoke: {
        src: 'enable',
        input: ({ event }) => {
          assertEvent(event, 'twoFactor.submit')
          return { code: event.code }
        },
        onDone: {
          target: 'on',
          actions: assign({
            enabled: true,
            secret: null,
            notice: { key: 'profile:two_factor.turned_on' },
          }),
        },
        onError: {
          target: 'awaitingCode',
          actions: assign({
            codeError: ({ event }) => serverMessage(event.error) ?? { key: 'profile:two_factor.failed' },
          }),
        },
      },
    },
    on: {
      tags: ['on'],
      on: { 'twoFactor.turnOff': { target: 'confirmingOff', actions: assign(cleared) } },
    },
    confirmingOff: {
      tags: ['on', 'turningOff'],
      on: {
        'twoFactor.submit': [
          { guard: 'codeIsWrong', actions: 'rejectCode' },
          { target: 'disabling', actions: assign({ codeError: null }) },
        ],
        'twoFactor.cancel': { target: 'on', actions: assign(cleared) },
      },
    },
    disabling: {
      tags: ['on', 'turningOff', 'busy'],
      invoke: {
        src: 'disable',
        input: ({ event }) => {
          assertEvent(event, 'twoFactor.submit')
          return { code: event.code }
        },
        onDone: {
          target: 'off',
          actions: assign({ enabled: false, notice: { key: 'profile:two_factor.turned_off' } }),
        },
        onError: {
          target: 'confirmingOff',
          actions: assign({
            codeError: ({ event }) => serverMessage(event.error) ?? { key: 'profile:two_factor.failed' },
          }),
        },
      },
    },
  },
})
