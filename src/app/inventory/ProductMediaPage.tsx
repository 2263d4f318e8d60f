import { useMachine } from '@xstate/react'
import { type ChangeEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'wouter'
import { ApiError } from '../../api/apiError'
import { type ProductDetail, productsKeys, updateProductMedia } from '../../api/inventory'
import { $api } from '../../api/queryClient'
import { formatMoney } from '../../domain/money'
import { acceptedExtensions, checkSelection, UPLOAD_RULES } from '../../domain/uploadRules'
import { uploadMachine } from '../../machines/upload.machine'
import type { UploadItem, UploadMessage } from '../../machines/uploadQueue'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { buttonStyles } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { ProgressBar } from '../../ui/ProgressBar'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { useRecord } from '../../ui/useRecord'
import { MediaGallery } from './components/MediaGallery'
import { inventoryPaths } from './inventory.paths'
import { coverIsVideo, type DraftMedia, sameOrder } from './mediaOrder'
import { useOpenProduct } from './openProduct'

const RULE = UPLOAD_RULES.product
const busyStatuses = new Set<UploadItem['status']>([
  'queued',
  'checking',
  'requesting',
  'uploading',
  'retrying',
])
const draftOf = (product: ProductDetail): DraftMedia[] =>
  product.media.map((item) => ({ key: item.key, fileType: item.fileType, url: item.url }))

/**
 * A product's images and one video (spec sections 2 and 5): chosen files go through the upload machine
 * (format, size, pixel size, then the transfer with progress and retries); the screen arranges them
 * (drag, Move up/down, Make cover, Remove) and Save sends the whole order, which the server checks again.
 */
export function ProductMediaPage() {
  const { t, i18n } = useTranslation()
  const language = i18n.language === 'th' ? 'th' : 'en'
  const { id = '' } = useParams<{ id?: string; locationBase?: string }>()
  const record = useRecord($api.queryOptions(...productsKeys.detail(id)))
  const product = record.status === 'ready' ? record.data : null
  const backHref = inventoryPaths.hrefOf('inventory.list')

  const [draft, setDraft] = useState<DraftMedia[]>([])
  const [refused, setRefused] = useState<{ name: string; message: string }[]>([])
  const [saving, setSaving] = useState(false)
  const [saveError, setSaveError] = useState<string | null>(null)
  const [removing, setRemoving] = useState<DraftMedia | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  // The machine checks format and size; the count and the one video are checked here against the draft.
  const [upload, send] = useMachine(uploadMachine, { input: { moduleName: 'product' } })
  const handled = useRef(new Set<string>())
  // Previews of the files chosen here live as long as the screen.
  const previews = useRef<string[]>([])
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url)
    },
    [],
  )

  // The draft starts from the product as read, and again after each save.
  const loadedVersion = product?.version
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts when another version is read
  useEffect(() => {
    if (product) setDraft(draftOf(product))
  }, [loadedVersion, product?._id])

  const messageText = useCallback(
    (message: UploadMessage | null) =>
      message ? ('key' in message ? t(message.key, message.vars ?? {}) : message.text) : '',
    [t],
  )

  // Stored files join the draft once; refused ones are listed with their reason and forgotten.
  useEffect(() => {
    for (const item of upload.context.items) {
      if (handled.current.has(item.id)) continue
      if (item.status === 'invalid') {
        handled.current.add(item.id)
        setRefused((current) => [...current, { name: item.file.name, message: messageText(item.error) }])
        send({ type: 'upload.remove', id: item.id })
      } else if (item.status === 'done' && item.key && item.kind) {
        handled.current.add(item.id)
        const url = URL.createObjectURL(item.file)
        previews.current.push(url)
        const entry: DraftMedia = { key: item.key, fileType: item.kind, url, name: item.file.name }
        setDraft((current) => [...current, entry])
        send({ type: 'upload.remove', id: item.id })
      }
    }
  }, [upload.context.items, messageText, send])

  const inFlight = upload.context.items.filter(
    (item) => busyStatuses.has(item.status) || item.status === 'failed',
  )

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    if (files.length === 0) return
    const holding = [...draft.map((item) => item.fileType), ...inFlight.map((item) => item.kind)]
    const problems = checkSelection(
      'product',
      { files: holding.length, videos: holding.filter((kind) => kind === 'video').length },
      files,
    )
    const accepted = files.filter((_, index) => problems[index] === null)
    setRefused(
      files.flatMap((file, index) => {
        const problem = problems[index]
        return problem
          ? [{ name: file.name, message: t(`validation:${problem.key}`, problem.vars ?? {}) }]
          : []
      }),
    )
    if (accepted.length > 0) send({ type: 'upload.add', files: accepted })
  }

  const dirty = product !== null && !sameOrder(draft, draftOf(product))
  const uploading = inFlight.some((item) => busyStatuses.has(item.status))
  const save = useCallback(async () => {
    if (!product || saving) return
    setSaving(true)
    setSaveError(null)
    try {
      const saved = await updateProductMedia(
        product._id,
        draft.map((item) => item.key),
        product.version,
      )
      record.replace(saved)
      showToast({ key: 'inventory:media.saved' }, 'success', { durationMs: SCREEN_TOAST_DURATION_MS })
    } catch (error) {
      setSaveError(error instanceof ApiError ? error.message : t('errors:network_error'))
    } finally {
      setSaving(false)
    }
  }, [product, saving, draft, record, t])

  const actions = useMemo(
    () => ({ chooseFiles: () => inputRef.current?.click(), save: () => void save() }),
    [save],
  )
  useOpenProduct(
    product ? { _id: product._id, productCode: product.productCode, countryCode: product.countryCode } : null,
    actions,
  )

  if (record.status !== 'ready' || !product)
    return (
      <Screen title={t('inventory:nav.routes.inventory.media.title')}>
        <RecordStates
          status={record.status === 'ready' ? 'missing' : record.status}
          onRetry={record.reload}
          backHref={backHref}
          backLabel={t('inventory:back_to_list')}
        />
      </Screen>
    )

  const videos = draft.filter((item) => item.fileType === 'video').length
  return (
    <Screen
      title={t('inventory:media.title', { code: product.productCode })}
      intro={`${product.productName[language]} · ${t(`ui:countries.${product.countryCode}`)} · ${formatMoney(product.memberPrice, product.currency)}`}
    >
      <Link href={backHref} className={buttonStyles.link}>
        {t('inventory:back_to_list')}
      </Link>

      <section
        aria-labelledby={`${inputId}-upload`}
        className="space-y-3 rounded-2xl border border-line bg-surface p-4"
      >
        <h2 id={`${inputId}-upload`} className="font-semibold text-fg text-lg">
          {t('inventory:media.upload_heading')}
        </h2>
        <p className="text-fg-secondary text-sm">
          {t('inventory:media.rules', { formats: acceptedExtensions('product'), max: RULE.maxFiles })}
        </p>
        <p className="text-fg-muted text-sm">
          {t('inventory:media.count', { count: draft.length, max: RULE.maxFiles, videos })}
        </p>
        <div>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            multiple
            accept={acceptedExtensions('product').replace(/ /g, '')}
            onChange={choose}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={`${buttonStyles.secondary} cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-primary-500`}
          >
            {t('inventory:media.choose')}
          </label>
        </div>
        {refused.length > 0 ? (
          <div role="alert">
            <ul className="space-y-1 text-danger text-sm">
              {refused.map((entry, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one file may be refused twice
                <li key={`${entry.name}-${index}`}>{t('inventory:media.refused', entry)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {inFlight.map((item) => (
          <div key={item.id} className="space-y-1 rounded-lg border border-line bg-surface-subtle p-3">
            <ProgressBar
              label={t('inventory:media.uploading', { name: item.file.name })}
              value={item.progress}
              tone={item.status === 'failed' ? 'error' : 'primary'}
            />
            {item.status === 'failed' ? (
              <div className="flex items-center justify-between gap-2 text-sm">
                <p role="alert" className="text-danger">
                  {messageText(item.error)}
                </p>
                <button
                  type="button"
                  className={buttonStyles.link}
                  onClick={() => send({ type: 'upload.retry', id: item.id })}
                >
                  {t('inventory:media.retry')}
                </button>
              </div>
            ) : null}
          </div>
        ))}
      </section>

      <section aria-labelledby={`${inputId}-order`} className="space-y-3">
        <h2 id={`${inputId}-order`} className="font-semibold text-fg text-lg">
          {t('inventory:media.order_heading')}
        </h2>
        <p className="text-fg-secondary text-sm">{t('inventory:media.order_help')}</p>
        <MediaGallery items={draft} onChange={setDraft} onRemove={setRemoving} />
      </section>

      {coverIsVideo(draft) ? (
        <p role="alert" className="text-sm text-warning">
          {t('inventory:media.cover_video')}
        </p>
      ) : null}
      {saveError ? (
        <p role="alert" className="text-danger text-sm">
          {saveError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={`${buttonStyles.primary} w-auto`}
          disabled={!dirty || saving || uploading || coverIsVideo(draft)}
          onClick={() => void save()}
        >
          {saving ? t('inventory:media.saving') : t('inventory:media.save')}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={!dirty || saving}
          onClick={() => {
            setDraft(draftOf(product))
            setSaveError(null)
          }}
        >
          {t('inventory:media.discard')}
        </button>
      </div>

      <ConfirmDialog
        open={removing !== null}
        tone="danger"
        title={t('inventory:media.remove_title')}
        description={t('inventory:media.remove_description')}
        confirmLabel={t('inventory:media.remove')}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          const gone = removing
          setRemoving(null)
          if (gone) setDraft((current) => current.filter((item) => item.key !== gone.key))
        }}
      />
    </Screen>
  )
}
