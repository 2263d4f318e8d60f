import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../../../src/api/apiError'
import type { FieldErrors } from '../../../src/domain/validators'
import { createEditorMachine, type Loaded } from '../../../src/machines/editor.machine'
import { isDirty } from '../../../src/machines/editorValues'
import { askBeforeLeaving, guardLeaving } from '../../../src/stores/leaveGuard'

interface StaffValues {
  name: string
  email: string
  roles: Record<string, string[] | undefined>
}
type StaffField = 'name' | 'email' | 'roles'
interface StaffRecord {
  id: string
}

const LOADED: Loaded<StaffValues, StaffRecord> = {
  record: { id: 'u1' },
  values: { name: 'Kanya', email: 'kanya@example.com', roles: { orders: ['access'] } },
}

function validate(values: StaffValues): FieldErrors<StaffField> {
  const errors: FieldErrors<StaffField> = {}
  // Set in the reverse of the fields' order: the focus must follow the form, not this object.
  if (Object.keys(values.roles).length === 0) errors.roles = 'roles_cannot_be_empty'
  if (!values.email.includes('@')) errors.email = 'please_fill_in_a_correct_email'
  if (!values.name.trim()) errors.name = 'required_fields'
  return errors
}

interface Fakes {
  load?: () => Promise<Loaded<StaffValues, StaffRecord>>
  save?: (input: { values: StaffValues; record: StaffRecord }) => Promise<string>
  afterSave?: (sent: StaffValues, saved: string) => StaffValues
  onSaved?: () => void
  loaded?: Loaded<StaffValues, StaffRecord>
}

function start(fakes: Fakes = {}) {
  const calls = {
    load: vi.fn(fakes.load ?? (async () => LOADED)),
    save: vi.fn(fakes.save ?? (async () => 'saved')),
    focusField: vi.fn<(field: StaffField) => void>(),
    saved: vi.fn<(params: { saved: string; values: StaffValues; record: StaffRecord }) => void>(),
  }
  const machine = createEditorMachine<StaffValues, StaffField, StaffRecord, string>({
    fields: ['name', 'email', 'roles'],
    validate,
    afterSave: fakes.afterSave,
  }).provide({
    actors: {
      load: fromPromise(() => calls.load()),
      save: fromPromise(({ input }) => calls.save(input)),
    },
    actions: {
      focusField: (_, { field }) => calls.focusField(field),
      saved: (_, params) => {
        calls.saved(params)
        fakes.onSaved?.()
      },
    },
  })
  const actor = createActor(machine, { input: { loaded: fakes.loaded } }).start()
  return { actor, calls }
}

type Actor = ReturnType<typeof start>['actor']
const editing = (actor: Actor) => waitFor(actor, (state) => state.hasTag('editing') && !state.hasTag('busy'))
const change = (actor: Actor, values: Partial<StaffValues>) => actor.send({ type: 'editor.change', values })
const dirty = (actor: Actor) => isDirty(actor.getSnapshot().context)

/** What a navigation asking the editor now is answered: true (go), false (stay) or undefined (asking). */
function requestLeave(actor: Actor): { answer: boolean | undefined } {
  const result: { answer: boolean | undefined } = { answer: undefined }
  actor.send({ type: 'editor.requestLeave', answer: (leave) => (result.answer = leave) })
  return result
}

describe('editor machine: load and dirty tracking', () => {
  it('loads the values, and is dirty only while they differ from the loaded ones', async () => {
    const { actor, calls } = start()
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await editing(actor)
    expect(calls.load).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.values).toEqual(LOADED.values)
    expect(dirty(actor)).toBe(false)

    change(actor, { name: 'Kanya R.' })
    expect(dirty(actor)).toBe(true)
    change(actor, { name: 'Kanya' })
    expect(dirty(actor)).toBe(false)

    // A permission row unticked and ticked again is the same map, whatever key is left undefined.
    change(actor, { roles: { orders: undefined } })
    expect(dirty(actor)).toBe(true)
    change(actor, { roles: { orders: ['access'], reviews: undefined } })
    expect(dirty(actor)).toBe(false)
  })

  it('starts from values at hand without a load call', () => {
    const { actor, calls } = start({ loaded: LOADED })
    expect(actor.getSnapshot().value).toBe('edit')
    expect(calls.load).not.toHaveBeenCalled()
    expect(dirty(actor)).toBe(false)
  })

  it('tells a missing record (404 or a malformed id) from a failed load, and loads again on retry', async () => {
    let attempt = 0
    const { actor } = start({
      load: async () => {
        attempt += 1
        if (attempt === 1) throw new ApiError(404, 'Not found.')
        if (attempt === 2) throw new TypeError('Failed to fetch')
        return LOADED
      },
    })
    await waitFor(actor, (state) => state.hasTag('loadFailed'))
    expect(actor.getSnapshot().context.loadFailure).toBe('missing')
    actor.send({ type: 'editor.retry' })
    await waitFor(actor, (state) => state.hasTag('loadFailed'))
    expect(actor.getSnapshot().context.loadFailure).toBe('failed')
    actor.send({ type: 'editor.retry' })
    await editing(actor)
    expect(actor.getSnapshot().context.values).toEqual(LOADED.values)
  })

  it('takes a malformed id answered through the query cache (the contract error body) as missing', async () => {
    const { actor } = start({
      load: async () => {
        throw { statusCode: 400, message: 'id: must be a valid id', error: 'Bad Request' }
      },
    })
    await waitFor(actor, (state) => state.hasTag('loadFailed'))
    expect(actor.getSnapshot().context.loadFailure).toBe('missing')
  })
})

describe('editor machine: validate and save', () => {
  it('keeps a form that breaks the rules from the server and focuses the first field in error', () => {
    const { actor, calls } = start({ loaded: LOADED })
    change(actor, { name: ' ', email: 'kanya', roles: {} })
    actor.send({ type: 'editor.submit' })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.errors).toEqual({
      name: 'required_fields',
      email: 'please_fill_in_a_correct_email',
      roles: 'roles_cannot_be_empty',
    })
    expect(calls.focusField).toHaveBeenCalledTimes(1)
    expect(calls.focusField).toHaveBeenCalledWith('name')
    expect(calls.save).not.toHaveBeenCalled()

    // After a submit, the rules are judged again as the form changes.
    change(actor, { name: 'Kanya' })
    expect(actor.getSnapshot().context.errors).toEqual({
      email: 'please_fill_in_a_correct_email',
      roles: 'roles_cannot_be_empty',
    })
    actor.send({ type: 'editor.submit' })
    expect(calls.focusField).toHaveBeenLastCalledWith('email')
  })

  it('saves, hands the answer to onSaved, and is clean again with what was saved', async () => {
    const { actor, calls } = start({ loaded: LOADED })
    change(actor, { name: 'Kanya R.' })
    actor.send({ type: 'editor.submit' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (state) => state.matches('saved'))
    expect(calls.save).toHaveBeenCalledWith({
      values: { ...LOADED.values, name: 'Kanya R.' },
      record: LOADED.record,
    })
    expect(calls.saved).toHaveBeenCalledWith({
      saved: 'saved',
      values: { ...LOADED.values, name: 'Kanya R.' },
      record: LOADED.record,
    })
    expect(dirty(actor)).toBe(false)
    expect(actor.getSnapshot().context.values?.name).toBe('Kanya R.')
    change(actor, { name: 'Kanya' })
    expect(dirty(actor)).toBe(true)
  })

  it('empties a form that asks so once saved (a password form)', async () => {
    const { actor } = start({ loaded: LOADED, afterSave: () => ({ name: '', email: '', roles: {} }) })
    change(actor, { name: 'Kanya R.' })
    actor.send({ type: 'editor.submit' })
    await waitFor(actor, (state) => state.matches('saved'))
    expect(actor.getSnapshot().context.values).toEqual({ name: '', email: '', roles: {} })
    expect(dirty(actor)).toBe(false)
    // The rules wait for the next submit again.
    change(actor, { email: 'x' })
    expect(actor.getSnapshot().context.errors).toEqual({})
  })

  it("shows the server's refusal of a field on that field, focuses it, and clears it when the field changes", async () => {
    const { actor, calls } = start({
      loaded: LOADED,
      save: async () => {
        throw new ApiError(409, 'email: This e-mail is already in use.')
      },
    })
    change(actor, { email: 'admin@example.com' })
    actor.send({ type: 'editor.submit' })
    await waitFor(actor, (state) => state.matches('failed'))
    expect(actor.getSnapshot().context.serverErrors).toEqual({ email: 'This e-mail is already in use.' })
    expect(actor.getSnapshot().context.formError).toBeNull()
    expect(calls.focusField).toHaveBeenCalledWith('email')
    expect(dirty(actor)).toBe(true)

    change(actor, { name: 'Kanya R.' })
    expect(actor.getSnapshot().context.serverErrors).toEqual({ email: 'This e-mail is already in use.' })
    change(actor, { email: 'kanya.r@example.com' })
    expect(actor.getSnapshot().context.serverErrors).toEqual({})
  })

  it('shows a refusal naming no field of the form above the buttons, leaving the focus alone', async () => {
    const { actor, calls } = start({
      loaded: LOADED,
      save: async () => {
        throw new ApiError(400, 'dateOfBirth: in the future')
      },
    })
    change(actor, { name: 'Kanya R.' })
    actor.send({ type: 'editor.submit' })
    await waitFor(actor, (state) => state.matches('failed'))
    expect(actor.getSnapshot().context.formError).toBe('dateOfBirth: in the future')
    expect(actor.getSnapshot().context.serverErrors).toEqual({})
    expect(calls.focusField).not.toHaveBeenCalled()
  })

  it('keeps a 403 on save silent: no message, no focus move, the form as it was', async () => {
    const { actor, calls } = start({
      loaded: LOADED,
      save: async () => {
        throw new ApiError(403, 'You do not have permission to access this feature.')
      },
    })
    change(actor, { name: 'Kanya R.' })
    actor.send({ type: 'editor.submit' })
    await editing(actor)
    const { context } = actor.getSnapshot()
    expect(actor.getSnapshot().value).toBe('edit')
    expect(context.formError).toBeNull()
    expect(context.serverErrors).toEqual({})
    expect(context.errors).toEqual({})
    expect(context.values?.name).toBe('Kanya R.')
    expect(dirty(actor)).toBe(true)
    expect(calls.focusField).not.toHaveBeenCalled()
    expect(calls.saved).not.toHaveBeenCalled()
  })
})

describe('editor machine: leaving', () => {
  it('lets staff leave a clean form at once', async () => {
    const { actor } = start()
    // Nothing to lose while the record loads either.
    expect(requestLeave(actor).answer).toBe(true)
    await editing(actor)
    expect(requestLeave(actor).answer).toBe(true)
  })

  it('asks before leaving unsaved changes: Cancel stays, Leave goes', () => {
    const { actor } = start({ loaded: LOADED })
    change(actor, { name: 'Kanya R.' })

    const first = requestLeave(actor)
    expect(first.answer).toBeUndefined()
    expect(actor.getSnapshot().hasTag('confirmLeave')).toBe(true)
    // A second navigation while the question is open is declined.
    expect(requestLeave(actor).answer).toBe(false)
    actor.send({ type: 'editor.stay' })
    expect(first.answer).toBe(false)
    expect(actor.getSnapshot().hasTag('confirmLeave')).toBe(false)
    expect(actor.getSnapshot().context.values?.name).toBe('Kanya R.')

    const second = requestLeave(actor)
    actor.send({ type: 'editor.leave' })
    expect(second.answer).toBe(true)
  })

  it('lets the move to the list that follows a save go, asked from inside onSaved', async () => {
    const navigations: string[] = []
    const { actor } = start({
      loaded: LOADED,
      onSaved: () => askBeforeLeaving(() => navigations.push('/list')),
    })
    // As the screen registers it: the machine answers every navigation.
    const stopGuarding = guardLeaving((answer) => actor.send({ type: 'editor.requestLeave', answer }))
    try {
      change(actor, { name: 'Kanya R.' })
      askBeforeLeaving(() => navigations.push('/elsewhere'))
      expect(actor.getSnapshot().hasTag('confirmLeave')).toBe(true)
      actor.send({ type: 'editor.stay' })
      actor.send({ type: 'editor.submit' })
      await waitFor(actor, (state) => state.matches('saved'))
      expect(navigations).toEqual(['/list'])
    } finally {
      stopGuarding()
    }
  })
})
