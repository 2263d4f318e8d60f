import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useParams } from 'wouter'
import { type BannerLoop, createBannerLoop, getBannerLoop, updateBannerLoop } from '../../api/appearance'
import {
  BANNER_LOOP_TYPES,
  type BannerLoopType,
  type LoopField,
  loopTypeNeedsSku,
  validateLoop,
} from '../../domain/appearance'
import { COUNTRY_CODES } from '../../domain/constants'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog'
import { type EditorForm, useEditor } from '../../ui/useEditor'
import { appearancePaths } from './appearance.paths'
import { periodInputs, periodInstants } from './appearanceTimes'
import { EditorFooter, NameField } from './components/EditorFooter'
import { PeriodFields } from './components/PeriodFields'

interface LoopValues {
  name: string
  country: string
  type: BannerLoopType
  sku: string
  startAt: string
  endAt: string
}

const LOOP_FIELDS: readonly LoopField[] = ['name', 'country', 'type', 'sku', 'startAt', 'endAt']

const valuesOf = (loop: BannerLoop | null): LoopValues => ({
  name: loop?.name ?? '',
  country: loop?.country ?? 'TH',
  type: loop?.type ?? 'general',
  sku: loop?.sku ?? '',
  ...periodInputs(loop),
})

/** The form's rules are the server's: a new loop, or a moved start, cannot be in the past. */
const validate = (values: LoopValues, loop: BannerLoop | null) => {
  const period = periodInstants(values)
  return validateLoop(
    { ...values, ...period },
    { now: Date.now(), startMustBeFuture: loop === null || period.startAt !== loop.startAt },
  )
}

function LoopForm({
  form,
  onReload,
}: {
  form: EditorForm<LoopValues, LoopField, BannerLoop | null>
  onReload(): void
}) {
  const { t } = useTranslation()
  const { values, record: loop, change, errorOf } = form
  return (
    <form
      ref={form.ref}
      noValidate
      onSubmit={form.submit}
      className="max-w-2xl space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <NameField value={values.name} onChange={(name) => change({ name })} error={errorOf('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('appearance:columns.location')}
          name="country"
          value={values.country}
          options={COUNTRY_CODES.map((code) => ({ value: code, label: t(`appearance:countries.${code}`) }))}
          onChange={(event) => change({ country: event.target.value })}
          error={errorOf('country')}
        />
        <SelectField
          label={t('appearance:columns.type')}
          name="type"
          value={values.type}
          options={BANNER_LOOP_TYPES.map((type) => ({
            value: type,
            label: t(`appearance:loop_types.${type}`),
          }))}
          onChange={(event) => change({ type: event.target.value as BannerLoopType })}
        />
      </div>
      {loopTypeNeedsSku(values.type) ? (
        <TextField
          label={t('appearance:form.sku')}
          name="sku"
          value={values.sku}
          maxLength={40}
          autoComplete="off"
          onChange={(event) => change({ sku: event.target.value })}
          error={errorOf('sku')}
        />
      ) : null}
      <PeriodFields values={values} onChange={change} errorOf={errorOf} />
      <EditorFooter
        form={form}
        onReload={onReload}
        saveLabel={t(loop ? 'appearance:form.save_edit' : 'appearance:form.save_create')}
        cancelHref={appearancePaths.hrefOf('bannerLoops.list')}
      />
    </form>
  )
}

function LoopEditor({ id, onReload }: { id: string | null; onReload(): void }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const editor = useEditor<LoopValues, LoopField, BannerLoop | null, BannerLoop>({
    fields: LOOP_FIELDS,
    validate,
    load: async () => {
      const loop = id ? await getBannerLoop(id) : null
      return { record: loop, values: valuesOf(loop) }
    },
    save: async (values, loop) => {
      const body = {
        name: values.name.trim(),
        country: values.country as BannerLoop['country'],
        type: values.type,
        sku: loopTypeNeedsSku(values.type) ? values.sku.trim() : null,
        ...periodInstants(values),
      }
      if (!loop) return createBannerLoop(body)
      return updateBannerLoop(loop._id, { ...body, version: loop.version })
    },
    onSaved: (saved, _, loop) => {
      showToast(
        { text: t(loop ? 'appearance:form.saved' : 'appearance:form.created', { name: saved.name }) },
        'success',
        {
          durationMs: SCREEN_TOAST_DURATION_MS,
        },
      )
      navigate(appearancePaths.hrefOf('bannerLoops.banners', { id: saved._id }))
    },
  })
  const title = t(
    id ? 'appearance:nav.routes.bannerLoops.edit.title' : 'appearance:nav.routes.bannerLoops.create.title',
  )
  return (
    <Screen title={title}>
      {editor.form ? (
        <LoopForm form={editor.form} onReload={onReload} />
      ) : (
        <RecordStates
          status={editor.status === 'ready' ? 'loading' : editor.status}
          onRetry={editor.retry}
          backHref={appearancePaths.hrefOf('bannerLoops.list')}
          backLabel={t('appearance:back_to_loops')}
        />
      )}
      <UnsavedChangesDialog leave={editor.leave} />
    </Screen>
  )
}

/** Create new banner loop and edit banner loop (spec section 2), on the editor machine. */
export function BannerLoopEditorPage() {
  const { id } = useParams<{ id?: string }>()
  const [loads, setLoads] = useState(0)
  return <LoopEditor key={`${id}:${loads}`} id={id ?? null} onReload={() => setLoads((count) => count + 1)} />
}
