import { useQuery } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { type FormEvent, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'wouter'
import { categoryChoicesQuery } from '../../api/categories'
import { createFaq, type Faq, readFaq, updateFaq } from '../../api/faq'
import { type Language, otherLanguage } from '../../domain/constants'
import { faqContentProblem } from '../../domain/faq'
import { SHORT_RICH_TEXT_RULE } from '../../domain/richText'
import { faqContentMachine } from '../../machines/faqContent.machine'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { Button, buttonStyles } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { ContentLanguageSwitch } from '../../ui/ContentLanguageSwitch'
import { FormAlert } from '../../ui/FormAlert'
import { RichTextEditor } from '../../ui/richText/RichTextEditor'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { ToggleSwitch } from '../../ui/ToggleSwitch'
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog'
import { UnsavedNote } from '../../ui/UnsavedNote'
import { type EditorForm, useEditor } from '../../ui/useEditor'
import { faqPaths } from './faq.paths'
import { showOpenFaq } from './faqActions'
import {
  FAQ_FIELDS,
  type FaqField,
  type FaqValues,
  faqBodyOf,
  faqValuesOf,
  languageUnsaved,
  validateFaq,
  withoutUnsaved,
} from './faqForm'

function FaqForm({ form }: { form: EditorForm<FaqValues, FaqField, Faq | null> }) {
  const { t } = useTranslation()
  const { values, record, change } = form
  const saved = useRef(faqValuesOf(record)).current
  const latest = useRef(values)
  latest.current = values
  const [content, send] = useMachine(
    faqContentMachine.provide({
      actions: {
        clearLanguage: (_, { language }) => change(withoutUnsaved(latest.current, saved, language)),
        submit: () => form.submit(),
      },
    }),
    { input: {} },
  )
  const language = content.context.language
  const categories = useQuery(categoryChoicesQuery('faq'))
  const switchTo = (to: Language) =>
    send({ type: 'content.switch', to, unsaved: languageUnsaved(latest.current, saved, language) })

  // The palette's 'switch content language' works on this form while it is open.
  const switchOther = useRef(() => {})
  switchOther.current = () => switchTo(otherLanguage(language))
  useEffect(() => showOpenFaq(record, () => switchOther.current()), [record])

  const save = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'content.save', problem: faqContentProblem(values) })
  }

  // The dialogs sit outside the form: a dialog's own submit bubbles through React's tree, not the page's.
  return (
    <>
      <form ref={form.ref} noValidate onSubmit={save} className="space-y-5">
        <div className="space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-sm">
          <ContentLanguageSwitch value={language} onChange={switchTo} />
          <TextField
            label={t('faq:fields.question', { language: t(`faq:languages.${language}`) })}
            name="question"
            lang={language}
            value={values.question[language]}
            maxLength={1000}
            autoComplete="off"
            onChange={(event) => change({ question: { ...values.question, [language]: event.target.value } })}
            error={form.errorOf('question')}
            required
          />
          <div data-field="answer">
            <RichTextEditor
              key={language}
              label={t('faq:fields.answer', { language: t(`faq:languages.${language}`) })}
              value={values.answer[language]}
              onChange={(html) => change({ answer: { ...latest.current.answer, [language]: html } })}
              language={language}
              rule={SHORT_RICH_TEXT_RULE}
              error={form.errorOf('answer')}
            />
          </div>
        </div>
        <div className="grid gap-5 rounded-2xl border border-line bg-surface p-5 shadow-sm md:grid-cols-2">
          <SelectField
            label={t('faq:fields.category')}
            name="categoryId"
            value={values.categoryId}
            placeholder={t('faq:fields.choose_category')}
            options={(categories.data ?? []).map((category) => ({
              value: category._id,
              label:
                category.status === 'active'
                  ? category.name
                  : t('faq:inactive_category', { name: category.name }),
            }))}
            onChange={(event) => change({ categoryId: event.target.value })}
            error={form.errorOf('categoryId')}
            required
          />
          <div className="md:pt-6">
            <ToggleSwitch
              label={t('faq:fields.active')}
              description={t('faq:fields.active_hint')}
              checked={values.active}
              onChange={(on) => change({ active: on })}
            />
          </div>
          <TextField
            label={t('faq:fields.publish_start')}
            name="publishPeriod"
            type="date"
            value={values.publishStart}
            onChange={(event) => change({ publishStart: event.target.value })}
            error={form.errorOf('publishPeriod')}
            required
          />
          <TextField
            label={t('faq:fields.publish_end')}
            name="publishEnd"
            type="date"
            value={values.publishEnd}
            min={values.publishStart || undefined}
            onChange={(event) => change({ publishEnd: event.target.value })}
            required
          />
        </div>
        <FormAlert message={form.formError} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={form.busy} className="sm:w-auto">
            {form.busy ? t('ui:saving') : record ? t('faq:save') : t('faq:create')}
          </Button>
          <Link href={faqPaths.hrefOf('faq.list')} className={buttonStyles.secondary}>
            {t('ui:cancel')}
          </Link>
          <UnsavedNote dirty={form.dirty} />
        </div>
      </form>
      <ConfirmDialog
        open={content.hasTag('langContent')}
        title={t('faq:lang_content.title')}
        description={t('faq:lang_content.message', {
          from: t(`faq:languages.${language}`),
          to: t(`faq:languages.${content.context.pending ?? language}`),
        })}
        confirmLabel={t('faq:lang_content.confirm')}
        onConfirm={() => send({ type: 'content.confirm' })}
        onClose={() => send({ type: 'content.cancel' })}
      />
      <ConfirmDialog
        open={content.hasTag('requiredFaq')}
        title={t('faq:required_faq_title')}
        description={t('validation:required_faq')}
        confirmLabel={t('faq:ok')}
        onConfirm={() => send({ type: 'content.dismiss' })}
        onClose={() => send({ type: 'content.dismiss' })}
      />
    </>
  )
}

function FaqEditor({ id }: { id: string | undefined }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const editor = useEditor<FaqValues, FaqField, Faq | null, Faq>({
    fields: FAQ_FIELDS,
    validate: validateFaq,
    load: async () => {
      const faq = id ? await readFaq(id) : null
      return { record: faq, values: faqValuesOf(faq) }
    },
    save: (values, faq) =>
      faq ? updateFaq(faq._id, { ...faqBodyOf(values), version: faq.version }) : createFaq(faqBodyOf(values)),
    onSaved: (saved, _, faq) => {
      showToast({ key: faq ? 'faq:updated' : 'faq:created' }, 'success', {
        durationMs: SCREEN_TOAST_DURATION_MS,
      })
      navigate(faqPaths.hrefOf('faq.detail', { id: saved._id }))
    },
    undo: { kind: 'faq', recordIdOf: (faq) => faq?._id },
  })
  return (
    <Screen title={t(id ? 'faq:nav.routes.faq.edit.title' : 'faq:nav.routes.faq.create.title')}>
      {editor.form ? (
        <FaqForm form={editor.form} />
      ) : (
        <RecordStates
          status={editor.status === 'ready' ? 'loading' : editor.status}
          onRetry={editor.retry}
          backHref={faqPaths.hrefOf('faq.list')}
          backLabel={t('faq:back')}
        />
      )}
      <UnsavedChangesDialog leave={editor.leave} />
    </Screen>
  )
}

/** Create FAQ and Edit FAQ (spec section 2): question and answer in Thai and English, one at a time. */
export function FaqEditorPage() {
  const { id } = useParams<{ id?: string }>()
  return <FaqEditor key={id ?? 'new'} id={id} />
}
