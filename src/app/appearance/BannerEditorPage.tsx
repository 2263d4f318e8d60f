import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useParams } from 'wouter'
import {
  type Banner,
  type BannerOwnerKind,
  createBanner,
  getBanner,
  updateBanner,
} from '../../api/appearance'
import {
  BANNER_DEVICES,
  BANNER_DURATION_MAX_SECONDS,
  BANNER_DURATION_MIN_SECONDS,
  type BannerDevice,
  type BannerField,
  HYPERLINK_MAX_LENGTH,
  validateBanner,
} from '../../domain/appearance'
import { BANNER_IMAGE_RULES } from '../../domain/bannerImages'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { ImageUploader } from '../../ui/ImageUploader'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { TextField } from '../../ui/TextField'
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog'
import { type EditorForm, useEditor } from '../../ui/useEditor'
import { appearancePaths } from './appearance.paths'
import { periodInputs, periodInstants } from './appearanceTimes'
import { EditorFooter, NameField } from './components/EditorFooter'
import { PeriodFields } from './components/PeriodFields'

interface BannerValues {
  name: string
  hyperlink: string
  duration: string
  images: Record<BannerDevice, string>
  imageUrls: Record<BannerDevice, string | null>
  startAt: string
  endAt: string
}

const FIELDS: readonly BannerField[] = [
  'name',
  'hyperlink',
  'duration',
  'images.desktop',
  'images.tablet',
  'images.mobile',
  'startAt',
  'endAt',
]
const BANNERS_ROUTE = { loop: 'bannerLoops.banners', slide: 'bannerSlides.banners' } as const

const valuesOf = (banner: Banner | null): BannerValues => ({
  name: banner?.name ?? '',
  hyperlink: banner?.hyperlink ?? '',
  duration: String(banner?.duration ?? 5),
  images: banner?.images ?? { desktop: '', tablet: '', mobile: '' },
  imageUrls: banner?.imageUrls ?? { desktop: null, tablet: null, mobile: null },
  ...periodInputs(banner),
})

const fieldsOf = (values: BannerValues) => ({
  name: values.name.trim(),
  hyperlink: values.hyperlink.trim(),
  duration: Number(values.duration),
  images: values.images,
  ...periodInstants(values),
})

const validate = (values: BannerValues, banner: Banner | null) => {
  const fields = fieldsOf(values)
  return validateBanner(fields, {
    now: Date.now(),
    startMustBeFuture: banner === null || fields.startAt !== banner.startAt,
  })
}

function DeviceImage({
  device,
  form,
}: {
  device: BannerDevice
  form: EditorForm<BannerValues, BannerField, Banner | null>
}) {
  const { t } = useTranslation()
  const rule = BANNER_IMAGE_RULES[device]
  const label = t(`appearance:devices.${device}`)
  return (
    <div data-field={`images.${device}`}>
      <p className="mb-1 font-medium text-fg text-sm">{t('appearance:form.image_of', { device: label })}</p>
      <ImageUploader
        moduleName="banner"
        name={`images.${device}`}
        currentUrl={form.values.imageUrls[device]}
        preview={(url) =>
          url ? (
            <img src={url} alt={label} className="h-24 max-w-xs rounded-lg object-cover" />
          ) : (
            <div
              aria-hidden="true"
              className="h-24 w-48 rounded-lg border border-line-strong border-dashed"
            />
          )
        }
        texts={{
          choose: t('appearance:form.image_choose', { device: label }),
          change: t('appearance:form.image_change', { device: label }),
          rules: t('appearance:form.image_rules', {
            formats: rule.extensions.map((extension) => `.${extension}`).join(', '),
            minWidth: rule.min.width,
            minHeight: rule.min.height,
            maxWidth: rule.max.width,
            maxHeight: rule.max.height,
            megabytes: rule.maxBytes / (1024 * 1024),
          }),
          saving: t('appearance:form.image_ready'),
          saved: t('appearance:form.image_ready'),
          saveFailed: t('ui:avatar.save_failed'),
        }}
        onUploaded={(key) => form.change({ images: { ...form.values.images, [device]: key } })}
        error={form.errorOf(`images.${device}`)}
      />
    </div>
  )
}

function BannerForm(props: {
  form: EditorForm<BannerValues, BannerField, Banner | null>
  backHref: string
  onReload(): void
}) {
  const { t } = useTranslation()
  const { form } = props
  const { values, change, errorOf } = form
  return (
    <form
      ref={form.ref}
      noValidate
      onSubmit={form.submit}
      className="max-w-3xl space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <NameField value={values.name} onChange={(name) => change({ name })} error={errorOf('name')} />
      <TextField
        label={t('appearance:form.hyperlink')}
        name="hyperlink"
        value={values.hyperlink}
        maxLength={HYPERLINK_MAX_LENGTH}
        hint={t('appearance:form.hyperlink_hint')}
        autoComplete="off"
        onChange={(event) => change({ hyperlink: event.target.value })}
        error={errorOf('hyperlink')}
        required
      />
      <TextField
        label={t('appearance:form.duration')}
        name="duration"
        type="number"
        min={BANNER_DURATION_MIN_SECONDS}
        max={BANNER_DURATION_MAX_SECONDS}
        step={1}
        value={values.duration}
        hint={t('appearance:form.duration_hint')}
        onChange={(event) => change({ duration: event.target.value })}
        error={errorOf('duration')}
        required
      />
      {BANNER_DEVICES.map((device) => (
        <DeviceImage key={device} device={device} form={form} />
      ))}
      <PeriodFields values={values} onChange={change} errorOf={errorOf} />
      <EditorFooter
        form={form}
        onReload={props.onReload}
        saveLabel={t(form.record ? 'appearance:form.save_edit' : 'appearance:banners.add')}
        cancelHref={props.backHref}
      />
    </form>
  )
}

/** Add banner (`id` is the loop's or slide's) and edit banner (`id` is the banner's). */
function BannerEditor({
  kind,
  mode,
  id,
  onReload,
}: {
  kind: BannerOwnerKind
  mode: 'add' | 'edit'
  id: string
  onReload(): void
}) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const [ownerId, setOwnerId] = useState(mode === 'add' ? id : '')
  const editor = useEditor<BannerValues, BannerField, Banner | null, Banner>({
    fields: FIELDS,
    validate,
    load: async () => {
      const banner = mode === 'edit' ? await getBanner(kind, id) : null
      if (banner) setOwnerId((kind === 'loop' ? banner.loopId : banner.slideId) ?? '')
      return { record: banner, values: valuesOf(banner) }
    },
    save: async (values, banner) => {
      if (!banner) return createBanner(kind, id, fieldsOf(values))
      return updateBanner(kind, banner._id, { ...fieldsOf(values), version: banner.version })
    },
    onSaved: (saved, _, banner) => {
      showToast(
        { text: t(banner ? 'appearance:form.saved' : 'appearance:form.created', { name: saved.name }) },
        'success',
        { durationMs: SCREEN_TOAST_DURATION_MS },
      )
      navigate(
        appearancePaths.hrefOf(BANNERS_ROUTE[kind], {
          id: (kind === 'loop' ? saved.loopId : saved.slideId) ?? ownerId,
        }),
      )
    },
  })
  const backHref = ownerId
    ? appearancePaths.hrefOf(BANNERS_ROUTE[kind], { id: ownerId })
    : appearancePaths.hrefOf(kind === 'loop' ? 'bannerLoops.list' : 'bannerSlides.list')
  const group = kind === 'loop' ? 'bannerLoops' : 'bannerSlides'
  return (
    <Screen title={t(`appearance:nav.routes.${group}.${mode === 'add' ? 'addBanner' : 'editBanner'}.title`)}>
      {editor.form ? (
        <BannerForm form={editor.form} backHref={backHref} onReload={onReload} />
      ) : (
        <RecordStates
          status={editor.status === 'ready' ? 'loading' : editor.status}
          onRetry={editor.retry}
          backHref={backHref}
          backLabel={t('appearance:back')}
        />
      )}
      <UnsavedChangesDialog leave={editor.leave} />
    </Screen>
  )
}

function BannerEditorPage({ kind, mode }: { kind: BannerOwnerKind; mode: 'add' | 'edit' }) {
  const { id = '' } = useParams<{ id?: string }>()
  const [loads, setLoads] = useState(0)
  return (
    <BannerEditor
      key={`${id}:${loads}`}
      kind={kind}
      mode={mode}
      id={id}
      onReload={() => setLoads((count) => count + 1)}
    />
  )
}

export const AddLoopBannerPage = () => <BannerEditorPage kind="loop" mode="add" />
export const EditLoopBannerPage = () => <BannerEditorPage kind="loop" mode="edit" />
export const AddSlideBannerPage = () => <BannerEditorPage kind="slide" mode="add" />
export const EditSlideBannerPage = () => <BannerEditorPage kind="slide" mode="edit" />
