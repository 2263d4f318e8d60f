import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useParams } from 'wouter'
import {
  createHomeTemplate,
  getHomeTemplate,
  type HomeTemplate,
  updateHomeTemplate,
} from '../../api/appearance'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { buttonStyles } from '../../ui/Button'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog'
import { useEditor } from '../../ui/useEditor'
import { appearancePaths } from './appearance.paths'
import { EditorFooter, NameField } from './components/EditorFooter'
import { SectionFields } from './components/TemplateSectionFields'
import { newSection, sectionsOf, type TemplateValues, templateValues, validateTemplate } from './templateForm'

function TemplateEditor({ id, onReload }: { id: string | null; onReload(): void }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
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
      return updateHomeTemplate(template._id, { ...body, version: template.version })
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
          <NameField
            value={form.values.name}
            onChange={(name) => form.change({ name })}
            error={form.errorOf('name')}
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
          <EditorFooter
            form={form}
            onReload={onReload}
            saveLabel={t(form.record ? 'appearance:form.save_edit' : 'appearance:form.save_create')}
            cancelHref={appearancePaths.hrefOf('templates.list')}
          />
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
