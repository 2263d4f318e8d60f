import { assign, fromPromise, setup } from 'xstate'
import { errorStatus } from '../api/apiError'
import { fieldOfError } from '../api/serverFieldError'
import type { FieldErrors } from '../domain/validators'
import { isDirty, sameValues } from './editorValues'
import { statusOf } from './flowMessage'

/** What an editor starts from: the form's values, and the record (or anything else) they came from. */
export interface Loaded<V, R> {
  values: V
  record: R
}

/** What a kind of form brings to the editor: its fields, its rules, and what it holds after a save. */
export interface EditorRules<V, F extends string, R, S> {
  /** The fields in the order they appear: the first one in error gets the focus; the server may name them. */
  fields: readonly F[]
  validate(values: V, record: R): FieldErrors<F>
  /** The values the form holds once saved (a password form empties itself); the sent values by default. */
  afterSave?(sent: V, saved: S): V
}

export interface EditorInput<V, R> {
  /** Values known already (a form inside a screen that loaded its record): no load call is made. */
  loaded?: Loaded<V, R>
}

export interface EditorContext<V, F extends string, R> {
  record: R | null
  values: V | null
  /** The values as loaded or last saved: the form is dirty while `values` differ from them. */
  initial: V | null
  /** The values of the save under way. */
  sent: V | null
  /** After the first submit, the rules are judged again on every change. */
  submitted: boolean
  errors: FieldErrors<F>
  /** A field the server refused, in its words; cleared when that field changes. */
  serverErrors: Partial<Record<F, string>>
  /** The server's refusal of the whole form. */
  formError: string | null
  loadFailure: 'missing' | 'failed' | null
  /** Answers the navigation waiting on the leave confirmation. */
  answerLeave: ((leave: boolean) => void) | null
}

export type EditorEvent<V> =
  | { type: 'editor.change'; values: Partial<V> }
  | { type: 'editor.submit' }
  | { type: 'editor.retry' }
  /** Someone wants to leave the screen: `answer(true)` lets them, at once when nothing is unsaved. */
  | { type: 'editor.requestLeave'; answer: (leave: boolean) => void }
  | { type: 'editor.leave' }
  | { type: 'editor.stay' }

const loadFailure = (error: unknown): 'missing' | 'failed' =>
  // A malformed id (400) names no record either.
  [404, 400].includes(errorStatus(error) ?? 0) ? 'missing' : 'failed'

/**
 * The editor of one form (spec sections 5, 6 and 8): load → edit → validate → save → saved or failed.
 * It tracks unsaved changes against the loaded values, asks before leaving while there are some, shows
 * the server's refusal of a field on that field, moves the focus to the first field in error, and keeps
 * a 403 on save silent (spec section 6: no error callback), the form as it was.
 *
 * Side effects are named, for screens to provide: the actors `load` and `save` (the area's calls), the
 * actions `focusField` and `saved` (a toast, a cache to refresh, a move to the list).
 */
export function createEditorMachine<V extends object, F extends string, R = null, S = unknown>(
  rules: EditorRules<V, F, R, S>,
) {
  const firstInError = (context: Pick<EditorContext<V, F, R>, 'errors' | 'serverErrors'>): F | undefined =>
    rules.fields.find((field) => context.errors[field] || context.serverErrors[field])
  const judge = (values: V, record: R | null) => rules.validate(values, record as R)
  const changed = (patch: Partial<V>) => new Set(Object.keys(patch))

  const editing = {
    'editor.change': { target: 'edit', actions: 'change' },
    'editor.submit': { target: 'validate' },
    'editor.requestLeave': [
      { guard: 'isDirty', target: 'confirmLeave', actions: 'holdLeave' },
      { actions: { type: 'answerLeave', params: { leave: true } } },
    ],
  } as const

  const editorSetup = setup({
    types: {
      input: {} as EditorInput<V, R>,
      context: {} as EditorContext<V, F, R>,
      events: {} as EditorEvent<V>,
    },
    actors: {
      load: fromPromise<Loaded<V, R>>(async () => {
        throw new Error('The editor needs a load actor: provide one, or start it with loaded values.')
      }),
      save: fromPromise<S, { values: V; record: R }>(async () => {
        throw new Error('The editor needs a save actor.')
      }),
    },
    actions: {
      /** Moves the keyboard to a field in error; the screen knows where its fields are. */
      focusField: (_, _params: { field: F }) => {},
      /** The save went through; the screen says so, refreshes what it shows, or moves on. */
      saved: (_, _params: { saved: S; values: V; record: R }) => {},
      change: assign(({ context, event }) => {
        if (event.type !== 'editor.change' || context.values === null) return {}
        const values = { ...context.values, ...event.values }
        const touched = changed(event.values)
        // A field inside a group of values ('shippingAddress.phoneNumber') is touched with its group.
        const serverErrors = Object.fromEntries(
          Object.entries(context.serverErrors).filter(
            ([field]) => !touched.has(field) && !touched.has(field.split('.')[0]),
          ),
        ) as Partial<Record<F, string>>
        return {
          values,
          serverErrors,
          errors: context.submitted ? judge(values, context.record) : context.errors,
        }
      }),
      holdLeave: assign(({ event }) => ({
        answerLeave: event.type === 'editor.requestLeave' ? event.answer : null,
      })),
      answerLeave: ({ context, event }, params: { leave: boolean }) => {
        // A second request while the question is open is simply declined: one question at a time.
        if (event.type === 'editor.requestLeave') event.answer(params.leave)
        else context.answerLeave?.(params.leave)
      },
    },
    guards: {
      isDirty: ({ context }) => isDirty(context),
      hasErrors: ({ context }) => Object.keys(context.errors).length > 0,
      isForbidden: ({ event }) => 'error' in event && statusOf(event.error) === 403,
      isLoaded: ({ context }) => context.values !== null,
    },
  })

  // A refusal of the whole form names no field: the focus stays where it is.
  const focusFirstError = editorSetup.enqueueActions(({ context, enqueue }) => {
    const field = firstInError(context)
    if (field !== undefined) enqueue({ type: 'focusField', params: { field } })
  })

  return editorSetup.createMachine({
    id: 'editor',
    context: ({ input }) => ({
      record: input?.loaded?.record ?? null,
      values: input?.loaded?.values ?? null,
      initial: input?.loaded?.values ?? null,
      sent: null,
      submitted: false,
      errors: {},
      serverErrors: {},
      formError: null,
      loadFailure: null,
      answerLeave: null,
    }),
    initial: 'start',
    on: {
      // Nothing is unsaved before the form is there, nor while a save is under way.
      'editor.requestLeave': { actions: { type: 'answerLeave', params: { leave: true } } },
    },
    states: {
      start: {
        always: [{ guard: 'isLoaded', target: 'edit' }, { target: 'load' }],
      },
      load: {
        tags: ['loading'],
        invoke: {
          src: 'load',
          onDone: {
            target: 'edit',
            actions: assign(({ event }) => ({
              record: event.output.record,
              values: event.output.values,
              initial: event.output.values,
            })),
          },
          onError: {
            target: 'loadFailed',
            actions: assign({ loadFailure: ({ event }) => loadFailure(event.error) }),
          },
        },
      },
      loadFailed: {
        tags: ['loadFailed'],
        on: { 'editor.retry': { target: 'load', actions: assign({ loadFailure: null }) } },
      },
      edit: {
        tags: ['editing'],
        on: editing,
      },
      validate: {
        entry: assign(({ context }) => ({
          submitted: true,
          errors: context.values === null ? {} : judge(context.values, context.record),
          serverErrors: {},
          formError: null,
        })),
        always: [{ guard: 'hasErrors', target: 'failed', actions: focusFirstError }, { target: 'save' }],
      },
      save: {
        tags: ['editing', 'busy'],
        entry: assign({ sent: ({ context }) => context.values }),
        on: { 'editor.change': { actions: 'change' } },
        invoke: {
          src: 'save',
          input: ({ context }) => ({ values: context.sent as V, record: context.record as R }),
          onDone: {
            target: 'saved',
            actions: [
              assign(({ context, event }) => {
                const sent = context.sent as V
                const kept = rules.afterSave ? rules.afterSave(sent, event.output) : sent
                return {
                  initial: kept,
                  // Typing during the save is kept; otherwise the form shows what was saved.
                  values: sameValues(context.values, sent) ? kept : context.values,
                  sent: null,
                  submitted: false,
                  errors: {},
                }
              }),
              {
                type: 'saved',
                params: ({ context, event }) => ({
                  saved: event.output,
                  values: context.initial as V,
                  record: context.record as R,
                }),
              },
            ],
          },
          onError: [
            // Spec section 6: a refused create, update or delete is silent; nothing on the form changes.
            { guard: 'isForbidden', target: 'edit', actions: assign({ sent: null }) },
            {
              target: 'failed',
              actions: [
                assign(({ event }) => {
                  const refused = fieldOfError(event.error, rules.fields)
                  return {
                    sent: null,
                    serverErrors: (refused?.field ? { [refused.field]: refused.text } : {}) as Partial<
                      Record<F, string>
                    >,
                    formError: refused && refused.field === null ? refused.text : null,
                  }
                }),
                focusFirstError,
              ],
            },
          ],
        },
      },
      saved: {
        tags: ['editing', 'saved'],
        on: editing,
      },
      failed: {
        tags: ['editing', 'failed'],
        on: editing,
      },
      confirmLeave: {
        tags: ['editing', 'confirmLeave'],
        on: {
          'editor.leave': {
            target: 'edit',
            actions: [{ type: 'answerLeave', params: { leave: true } }, assign({ answerLeave: null })],
          },
          'editor.stay': {
            target: 'edit',
            actions: [{ type: 'answerLeave', params: { leave: false } }, assign({ answerLeave: null })],
          },
          'editor.requestLeave': { actions: { type: 'answerLeave', params: { leave: false } } },
        },
      },
    },
  })
}
