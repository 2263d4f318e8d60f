import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useParams } from 'wouter'
import {
  type AppearanceCountry,
  createSlide,
  getSlide,
  type SlideKind,
  type SlideRecord,
  updateSlide,
} from '../../api/appearance'
import { type SlideField, validateSlide } from '../../domain/appearance'
import { COUNTRY_CODES } from '../../domain/constants'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { SelectField } from '../../ui/SelectField'
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog'
import { type EditorForm, useEditor } from '../../ui/useEditor'
import { appearancePaths } from './appearance.paths'
import { periodInputs, periodInstants } from './appearanceTimes'
import { EditorFooter, NameField } from './components/EditorFooter'
import { PeriodFields } from './components/PeriodFields'

interface SlideValues {
  name: string
  country: string
  startAt: string
  endAt: string
}

const FIELDS: readonly SlideField[] = ['name', 'country', 'startAt', 'endAt']
const GROUP = { banner: 'bannerSlides', product: 'productSlides' } as const
const CONTENT = { banner: 'bannerSlides.banners', product: 'productSlides.products' } as const

const valuesOf = (slide: SlideRecord | null): SlideValues => ({
  name: slide?.name ?? '',
  country: slide && 'countryCode' in slide ? slide.countryCode : 'TH',
  ...periodInputs(slide),
})

function SlideForm(props: {
  kind: SlideKind
  form: EditorForm<SlideValues, SlideField, SlideRecord | null>
  onReload(): void
}) {
  const { t } = useTranslation()
  const { form, kind } = props
  const { values, change, errorOf, record } = form
  return (
    <form
      ref={form.ref}
      noValidate
      onSubmit={form.submit}
      className="max-w-2xl space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <NameField value={values.name} onChange={(name) => change({ name })} error={errorOf('name')} />
      {kind === 'product' ? (
        <SelectField
          label={t('appearance:form.country')}
          name="country"
          value={values.country}
          disabled={record !== null}
          options={COUNTRY_CODES.map((code) => ({ value: code, label: t(`appearance:countries.${code}`) }))}
          onChange={(event) => change({ country: event.target.value })}
          error={errorOf('country')}
        />
      ) : null}
      <PeriodFields values={values} onChange={change} errorOf={errorOf} />
      <EditorFooter
        form={form}
        onReload={props.onReload}
        saveLabel={t(record ? 'appearance:form.save_edit' : 'appearance:form.save_create')}
        cancelHref={appearancePaths.hrefOf(`${GROUP[kind]}.list`)}
      />
    </form>
  )
}

function SlideEditor({ kind, id, onReload }: { kind: SlideKind; id: string | null; onReload(): void }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const editor = useEditor<SlideValues, SlideField, SlideRecord | null, SlideRecord>({
    fields: FIELDS,
    validate: (values, slide) => {
      const period = periodInstants(values)
      return validateSlide(
        { ...values, ...period },
        {
          now: Date.now(),
          startMustBeFuture: slide === null || period.startAt !== slide.startAt,
          needsCountry: kind === 'product',
        },
      )
    },
    load: async () => {
      const slide = id ? await getSlide(kind, id) : null
      return { record: slide, values: valuesOf(slide) }
    },
    save: async (values, slide) => {
      const body = { name: values.name.trim(), ...periodInstants(values) }
      if (!slide) return createSlide(kind, { ...body, countryCode: values.country as AppearanceCountry })
      return updateSlide(kind, slide._id, { ...body, version: slide.version })
    },
    onSaved: (saved, _, slide) => {
      showToast(
        { text: t(slide ? 'appearance:form.saved' : 'appearance:form.created', { name: saved.name }) },
        'success',
        { durationMs: SCREEN_TOAST_DURATION_MS },
      )
      navigate(appearancePaths.hrefOf(CONTENT[kind], { id: saved._id }))
    },
  })
  const group = GROUP[kind]
  return (
    <Screen title={t(`appearance:nav.routes.${group}.${id ? 'edit' : 'create'}.title`)}>
      {editor.form ? (
        <SlideForm kind={kind} form={editor.form} onReload={onReload} />
      ) : (
        <RecordStates
          status={editor.status === 'ready' ? 'loading' : editor.status}
          onRetry={editor.retry}
          backHref={appearancePaths.hrefOf(`${group}.list`)}
          backLabel={t('appearance:slides.back')}
        />
      )}
      <UnsavedChangesDialog leave={editor.leave} />
    </Screen>
  )
}

function SlideEditorPage({ kind }: { kind: SlideKind }) {
  const { id } = useParams<{ id?: string }>()
  const [loads, setLoads] = useState(0)
  return (
    <SlideEditor
      key={`${id}:${loads}`}
      kind={kind}
      id={id ?? null}
      onReload={() => setLoads((count) => count + 1)}
    />
  )
}

export const BannerSlideEditorPage = () => <SlideEditorPage kind="banner" />
export const ProductSlideEditorPage = () => <SlideEditorPage kind="product" />
