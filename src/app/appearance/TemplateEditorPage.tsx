import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'wouter'
import { errorStatus } from '../../api/apiError'
import {
  createHomeTemplate,
  getHomeTemplate,
  type HomeTemplate,
  updateHomeTemplate,
} from '../../api/appearance'
import { TEXT_MAX_LENGTH } from '../../domain/constants'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { Button, buttonStyles } from '../../ui/Button'
import { FormAlert } from '../../ui/FormAlert'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { StaleNotice } from '../../ui/StaleNotice'
import { TextField } from '../../ui/TextField'
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog'
import { UnsavedNote } from '../../ui/UnsavedNote'
import { useEditor } from '../../ui/useEditor'
import { appearancePaths } from './appearance.paths'
import { SectionFields } from './components/TemplateSectionFields'
import { newSection, sectionsOf, type TemplateValues, templateValues, validateTemplate } from './templateForm'

function TemplateEditor({ id, onReload }: { id: string | null; onReload(): void }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const [stale, setStale] = useState(false)
  const editor = useEditor<TemplateValues, string, HomeTemplate | null, HomeTemplate>({
    fields: ['name'],
    validate: validateTemplate,
    load: async () => {
      const template = id ? await getHomeTemplate(id) : null
      return { record: template, values: templateValues(template) }
    },
    save: async (values, template) => {
      const body = { name: values.name.trim(), sections: sectionsOf(values) }
      if (!template) return createHomeTemplate(body)
      try {
        return await updateHomeTemplate(template._id, { ...body, version: template.version })
      } catch (error) {
        if (errorStatus(error) === 409) setStale(true)
        throw error
      }
    },
    onSaved: (saved, _, template) => {
      showToast(
        { text: t(template ? 'appearance:form.saved' : 'appearance:form.created', { name: saved.name }) },
        'success',
        { durationMs: SCREEN_TOAST_DURATION_MS },
      )
      navigate(appearancePaths.hrefOf('templates.list'))
    },
  })
  const form = editor.form
  return (
    <Screen title={t(`appearance:nav.routes.templates.${id ? 'edit' : 'create'}.title`)}>
      {form ? (
        <form
          ref={form.ref}
          noValidate
          onSubmit={form.submit}
          className="max-w-3xl space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-sm"
        >
          <TextField
            label={t('appearance:form.name')}
            name="name"
            value={form.values.name}
            maxLength={TEXT_MAX_LENGTH}
            onChange={(event) => form.change({ name: event.target.value })}
            error={form.errorOf('name')}
            required
          />
          <h2 className="font-semibold text-fg">{t('appearance:form.sections')}</h2>
          {form.values.sections.map((_section, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a section has no id until it is saved; its place is what names it
            <SectionFields key={index} form={form} index={index} />
          ))}
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => form.change({ sections: [...form.values.sections, newSection()] })}
          >
            {t('appearance:form.add_section')}
          </button>
          {stale ? (
            <StaleNotice
              title={t('appearance:form.stale_title')}
              message={t('appearance:form.stale_message')}
              reloadLabel={t('appearance:form.stale_reload')}
              onReload={onReload}
            />
          ) : (
            <FormAlert message={form.formError} />
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={form.busy} className="sm:w-auto">
              {form.busy
                ? t('ui:saving')
                : t(form.record ? 'appearance:form.save_edit' : 'appearance:form.save_create')}
            </Button>
            <Link href={appearancePaths.hrefOf('templates.list')} className={buttonStyles.secondary}>
              {t('appearance:form.cancel')}
            </Link>
            <UnsavedNote dirty={form.dirty} />
          </div>
        </form>
      ) : (
        <RecordStates
          status={editor.status === 'ready' ? 'loading' : editor.status}
          onRetry={editor.retry}
          backHref={appearancePaths.hrefOf('templates.list')}
          backLabel={t('appearance:templates.back')}
        />
      )}
      <UnsavedChangesDialog leave={editor.leave} />
    </Screen>
  )
}

/** Create new template and edit template (spec section 2), on the editor machine. */
export function TemplateEditorPage() {
  const { id } = useParams<{ id?: string }>()
  const [loads, setLoads] = useState(0)
  return (
    <TemplateEditor key={`${id}:${loads}`} id={id ?? null} onReload={() => setLoads((count) => count + 1)} />
  )
}
