import { useMachine } from '@xstate/react'
import { type FormEvent, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { errorStatus } from '../api/apiError'
import type { ChangeKind } from '../api/changes'
import { createEditorMachine, type EditorRules, type Loaded } from '../machines/editor.machine'
import { isDirty } from '../machines/editorValues'
import { guardLeaving } from '../stores/leaveGuard'
import { validationText } from './flowMessageText'
import { offerUndoChange } from './undo'

export interface EditorOptions<V extends object, F extends string, R, S> extends EditorRules<V, F, R, S> {
  /** Reads the record and the values the form starts from (the area's call). */
  load?(): Promise<Loaded<V, R>>
  /** The values at hand already, when the screen has loaded its record itself. */
  loaded?: Loaded<V, R>
  /** Creates or updates (the area's call); its answer goes to `onSaved`. */
  save(values: V, record: R): Promise<S>
  /** After a save: say so, refresh the cached data it changed, move on. */
  onSaved?(saved: S, values: V, record: R): void
  /** Ask before leaving with unsaved changes (on by default; a dialog's form has nothing to keep). */
  guardLeaving?: boolean
  /**
   * The record's kind of history, for Undo on the toast after saving an edit (10 seconds, Ctrl+Z):
   * `recordIdOf` names the record edited, or null for a new one (a creation is undone by deleting).
   */
  undo?: { kind: ChangeKind; recordIdOf(record: R): string | null | undefined }
}

/** The form once its values are there. */
export interface EditorForm<V, F extends string, R> {
  values: V
  record: R
  dirty: boolean
  busy: boolean
  /** The server's refusal of the whole form. */
  formError: string | null
  /**
   * A save was refused with 409: someone saved the record since it was loaded. The server wrote
   * nothing; the screen says so and offers the latest version (reloading starts the editor again).
   */
  stale: boolean
  /** The message under a field: the server's refusal of it, or the rule it breaks. */
  errorOf(field: F): string | null
  change(values: Partial<V>): void
  submit(event?: FormEvent): void
  /** On the form element: fields in error are looked for inside it. */
  ref: RefObject<HTMLFormElement | null>
}

export interface Editor<V, F extends string, R> {
  status: 'loading' | 'missing' | 'failed' | 'ready'
  form: EditorForm<V, F, R> | null
  retry(): void
  /** The question before leaving with unsaved changes (for UnsavedChangesDialog). */
  leave: { open: boolean; onLeave(): void; onStay(): void }
}

const CONTROLS =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])'

/**
 * The control of a field: the element named after it, or the first control inside the element marked
 * `data-field` (a group such as the permission matrix).
 */
function focusField(root: ParentNode, field: string): void {
  const target = root.querySelector<HTMLElement>(`[name="${field}"], [data-field="${field}"]`)
  const control = target?.matches(CONTROLS) ? target : target?.querySelector<HTMLElement>(CONTROLS)
  control?.focus()
}

/**
 * Binds the editor machine to a form: values, messages, dirty and busy, submit, and the question
 * before leaving with unsaved changes, in the app (links, the palette) and when the tab closes.
 * The rules are read once, when the form first renders; load, save and onSaved are always the latest.
 */
export function useEditor<V extends object, F extends string, R = null, S = unknown>(
  options: EditorOptions<V, F, R, S>,
): Editor<V, F, R> {
  const { t } = useTranslation()
  const latest = useRef(options)
  latest.current = options
  const ref = useRef<HTMLFormElement>(null)
  const focusRequest = useRef<F | null>(null)
  const [stale, setStale] = useState(false)
  const [machine] = useState(() =>
    createEditorMachine<V, F, R, S>(options).provide({
      actors: {
        load: fromPromise(() => {
          const load = latest.current.load
          if (!load) throw new Error('useEditor needs load or loaded')
          return load()
        }),
        save: fromPromise(({ input }) =>
          latest.current.save(input.values, input.record).catch((error: unknown) => {
            if (errorStatus(error) === 409) setStale(true)
            throw error
          }),
        ),
      },
      actions: {
        // The field is focused once the render that shows its message is done.
        focusField: (_, { field }) => {
          focusRequest.current = field
        },
        saved: (_, { saved, values, record }) => {
          const { onSaved, undo } = latest.current
          onSaved?.(saved, values, record)
          const recordId = undo && record !== null ? undo.recordIdOf(record) : null
          if (undo && recordId) void offerUndoChange(undo.kind, recordId)
        },
      },
    }),
  )
  const [snapshot, send, actor] = useMachine(machine, { input: { loaded: options.loaded } })
  const dirty = isDirty(snapshot.context)
  const guarded = options.guardLeaving !== false

  useEffect(() => {
    const field = focusRequest.current
    if (field === null) return
    focusRequest.current = null
    focusField(ref.current ?? document, field)
  })

  useEffect(() => {
    if (!guarded) return
    return guardLeaving((answer) => {
      // A form already gone holds nothing.
      if (actor.getSnapshot().status !== 'active') answer(true)
      else actor.send({ type: 'editor.requestLeave', answer })
    })
  }, [actor, guarded])

  useEffect(() => {
    if (!guarded || !dirty) return
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show their question only when a value is returned.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [guarded, dirty])

  // Stable, so screens may hand them to memoised parts and effects.
  const change = useCallback((values: Partial<V>) => send({ type: 'editor.change', values }), [send])
  const submit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault()
      send({ type: 'editor.submit' })
    },
    [send],
  )
  const retry = useCallback(() => send({ type: 'editor.retry' }), [send])
  const leaveOpen = snapshot.hasTag('confirmLeave')
  const leave = useMemo(
    () => ({
      open: leaveOpen,
      onLeave: () => send({ type: 'editor.leave' }),
      onStay: () => send({ type: 'editor.stay' }),
    }),
    [leaveOpen, send],
  )

  const { context } = snapshot
  const status = snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.hasTag('loadFailed')
      ? (context.loadFailure ?? 'failed')
      : 'ready'
  const form: EditorForm<V, F, R> | null =
    status === 'ready' && context.values !== null
      ? {
          values: context.values,
          record: context.record as R,
          dirty,
          busy: snapshot.hasTag('busy'),
          formError: context.formError,
          stale,
          errorOf: (field) => context.serverErrors[field] ?? validationText(t, context.errors[field]),
          change,
          submit,
          ref,
        }
      : null
  return { status, form, retry, leave }
}
