import { assign, setup } from 'xstate'
import type { Language } from '../domain/constants'

/**
 * The FAQ form's content language (spec section 2): the form edits the question and answer of one
 * language at a time. Switching away from a language with unsaved fields asks first (confirm dialog
 * `langContent`) and, on confirm, clears those fields (`clearLanguage`, given the language left);
 * cancelling keeps everything. Saving with one language's question or answer missing shows the
 * `required_faq` message and sends nothing; otherwise `submit` is run.
 */
export interface FaqContentContext {
  language: Language
  /** The language asked for while the question is open. */
  pending: Language | null
}

export type FaqContentEvent =
  /** `unsaved`: whether the fields of the current language differ from what was loaded or saved. */
  | { type: 'content.switch'; to: Language; unsaved: boolean }
  | { type: 'content.confirm' }
  | { type: 'content.cancel' }
  /** `problem`: what the domain rule (faqContentProblem) says of the values about to be saved. */
  | { type: 'content.save'; problem: 'required_fields' | 'required_faq' | null }
  | { type: 'content.dismiss' }

export const faqContentMachine = setup({
  types: {
    context: {} as FaqContentContext,
    events: {} as FaqContentEvent,
    input: {} as { language?: Language },
  },
  actions: {
    /** Clears the unsaved question and answer of the language left (the screen's values). */
    clearLanguage: (_, _params: { language: Language }) => {},
    /** Hands the values to the editor's save. */
    submit: () => {},
  },
  guards: {
    sameLanguage: ({ context, event }) => event.type === 'content.switch' && event.to === context.language,
    unsaved: ({ event }) => event.type === 'content.switch' && event.unsaved,
    oneLanguageMissing: ({ event }) => event.type === 'content.save' && event.problem === 'required_faq',
  },
}).createMachine({
  id: 'faqContent',
  context: ({ input }) => ({ language: input.language ?? 'en', pending: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'content.switch': [
          { guard: 'sameLanguage' },
          {
            guard: 'unsaved',
            target: 'confirmingSwitch',
            actions: assign({ pending: ({ event }) => event.to }),
          },
          { actions: assign({ language: ({ event }) => event.to }) },
        ],
        'content.save': [
          { guard: 'oneLanguageMissing', target: 'requiredNotice' },
          // Nothing written at all is the editor's own 'required' message on the fields.
          { actions: 'submit' },
        ],
      },
    },
    confirmingSwitch: {
      tags: ['langContent'],
      on: {
        'content.confirm': {
          target: 'editing',
          actions: [
            { type: 'clearLanguage', params: ({ context }) => ({ language: context.language }) },
            assign({ language: ({ context }) => context.pending ?? context.language, pending: null }),
          ],
        },
        'content.cancel': { target: 'editing', actions: assign({ pending: null }) },
      },
    },
    requiredNotice: {
      tags: ['requiredFaq'],
      on: { 'content.dismiss': 'editing' },
    },
  },
})
