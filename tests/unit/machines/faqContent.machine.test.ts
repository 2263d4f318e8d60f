import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { faqContentMachine } from '../../../src/machines/faqContent.machine'

function start() {
  const clearLanguage = vi.fn()
  const submit = vi.fn()
  const actor = createActor(
    faqContentMachine.provide({
      actions: { clearLanguage: (_, params) => clearLanguage(params.language), submit },
    }),
    { input: {} },
  ).start()
  return { actor, clearLanguage, submit }
}

describe('the FAQ form content language', () => {
  it('switches at once when nothing of the current language is unsaved', () => {
    const { actor, clearLanguage } = start()
    actor.send({ type: 'content.switch', to: 'th', unsaved: false })
    expect(actor.getSnapshot().context.language).toBe('th')
    expect(actor.getSnapshot().hasTag('langContent')).toBe(false)
    expect(clearLanguage).not.toHaveBeenCalled()
  })

  it('asks first (langContent) with unsaved fields; cancel keeps the language and the fields', () => {
    const { actor, clearLanguage } = start()
    actor.send({ type: 'content.switch', to: 'th', unsaved: true })
    expect(actor.getSnapshot().hasTag('langContent')).toBe(true)
    expect(actor.getSnapshot().context).toEqual({ language: 'en', pending: 'th' })
    actor.send({ type: 'content.cancel' })
    expect(actor.getSnapshot().context).toEqual({ language: 'en', pending: null })
    expect(actor.getSnapshot().hasTag('langContent')).toBe(false)
    expect(clearLanguage).not.toHaveBeenCalled()
  })

  it('on confirm clears the unsaved fields of the language left, then switches', () => {
    const { actor, clearLanguage } = start()
    actor.send({ type: 'content.switch', to: 'th', unsaved: true })
    actor.send({ type: 'content.confirm' })
    expect(clearLanguage).toHaveBeenCalledExactlyOnceWith('en')
    expect(actor.getSnapshot().context).toEqual({ language: 'th', pending: null })
  })

  it('ignores a switch to the language already shown', () => {
    const { actor } = start()
    actor.send({ type: 'content.switch', to: 'en', unsaved: true })
    expect(actor.getSnapshot().hasTag('langContent')).toBe(false)
  })

  it('refuses to save with one language missing (required_faq) and sends nothing', () => {
    const { actor, submit } = start()
    actor.send({ type: 'content.save', problem: 'required_faq' })
    expect(actor.getSnapshot().hasTag('requiredFaq')).toBe(true)
    expect(submit).not.toHaveBeenCalled()
    actor.send({ type: 'content.dismiss' })
    expect(actor.getSnapshot().hasTag('requiredFaq')).toBe(false)
  })

  it('saves complete content, and leaves an empty form to the editor (its required message)', () => {
    const { actor, submit } = start()
    actor.send({ type: 'content.save', problem: null })
    actor.send({ type: 'content.save', problem: 'required_fields' })
    expect(submit).toHaveBeenCalledTimes(2)
  })
})
