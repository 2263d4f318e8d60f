import { useMachine } from '@xstate/react'
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { acceptedExtensions, type UploadModule } from '../domain/uploadRules'
import { uploadMachine } from '../machines/upload.machine'
import type { UploadItem, UploadMessage } from '../machines/uploadQueue'
import { showToast } from '../stores/toasts'
import { ProgressBar } from './ProgressBar'

/** The words an image uploader says, in the user's language. */
export interface ImageUploaderTexts {
  choose: string
  change: string
  /** The formats and sizes it takes. */
  rules: string
  saving: string
  saved: string
  saveFailed: string
}

export interface ImageUploaderProps {
  /** The upload module the file is stored for, whose rules the machine checks before sending. */
  moduleName: UploadModule
  /** The file input's name, which a form's errors focus. */
  name: string
  /** The picture shown before a new one is chosen. */
  currentUrl: string | null
  /** Shows the current or newly chosen picture (null: none yet). */
  preview(url: string | null): ReactNode
  texts: ImageUploaderTexts
  /**
   * Takes the stored file's key. The profile attaches it to the member (and may fail, which is shown);
   * a form keeps it until it is saved.
   */
  onUploaded(key: string): Promise<void> | void
  /** A rule the form checks ('Avatar should not be empty'). */
  error?: string | null
}

/** A square picture, or an empty dashed square before there is one: the preview of a record's main image. */
export function PicturePreview({ url, alt }: { url: string | null; alt: string }) {
  return url ? (
    <img src={url} alt={alt} className="h-32 w-32 rounded-lg object-cover" />
  ) : (
    <div aria-hidden="true" className="h-32 w-32 rounded-lg border border-line-strong border-dashed" />
  )
}

type AttachState = { phase: 'idle' | 'saving' | 'saved' } | { phase: 'failed'; message: string }

const busyStatuses = new Set<UploadItem['status']>([
  'queued',
  'checking',
  'requesting',
  'uploading',
  'retrying',
])

const buttonStyle =
  'inline-flex cursor-pointer items-center justify-center rounded-lg border border-line-strong bg-surface px-3 py-1.5 font-medium text-fg text-sm transition hover:bg-surface-subtle peer-focus-visible:ring-2 peer-focus-visible:ring-primary-500 peer-focus-visible:ring-offset-2'
const smallButton =
  'rounded-lg border border-line-strong bg-surface px-3 py-1 font-medium text-fg text-sm outline-none hover:bg-surface-subtle focus-visible:ring-2 focus-visible:ring-primary-500'

/**
 * Chooses one image of a module and stores it through the upload machine, showing its progress with
 * Cancel and Retry; the machine does the checking (format, size, pixels), the transfer and the retries.
 */
export function ImageUploader({
  moduleName,
  name: inputName,
  currentUrl,
  preview: renderPreview,
  texts,
  onUploaded,
  error,
}: ImageUploaderProps) {
  const { t } = useTranslation()
  const inputId = useId()
  const errorId = `${inputId}-error`
  const [state, send] = useMachine(uploadMachine, { input: { moduleName } })
  const [preview, setPreview] = useState<string | null>(null)
  const [attach, setAttach] = useState<AttachState>({ phase: 'idle' })
  const handled = useRef(new Set<string>())
  const onUploadedRef = useRef(onUploaded)
  onUploadedRef.current = onUploaded
  const item = state.context.items.at(-1) ?? null

  const messageText = (message: UploadMessage | null) =>
    message ? ('key' in message ? t(message.key, message.vars ?? {}) : message.text) : ''

  // A refused file is said in a toast (spec section 5: 'invalid-format-file') and forgotten; a stored one
  // is handed on once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the machine's items only
  useEffect(() => {
    for (const entry of state.context.items) {
      if (handled.current.has(entry.id)) continue
      if (entry.status === 'invalid') {
        handled.current.add(entry.id)
        showToast({ text: messageText(entry.error) })
        send({ type: 'upload.remove', id: entry.id })
      } else if (entry.status === 'done' && entry.key) {
        handled.current.add(entry.id)
        const key = entry.key
        setPreview(URL.createObjectURL(entry.file))
        setAttach({ phase: 'saving' })
        Promise.resolve(onUploadedRef.current(key)).then(
          () => setAttach({ phase: 'saved' }),
          (reason: unknown) =>
            setAttach({
              phase: 'failed',
              message: reason instanceof Error && reason.message ? reason.message : texts.saveFailed,
            }),
        )
      }
    }
  }, [state.context.items])

  // Each preview lives until the next one replaces it, or the uploader goes.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // The same file can be chosen again after a failure.
    event.target.value = ''
    if (!file) return
    for (const entry of state.context.items) send({ type: 'upload.remove', id: entry.id })
    setAttach({ phase: 'idle' })
    send({ type: 'upload.add', files: [file] })
  }

  const busy = item !== null && busyStatuses.has(item.status)
  const shownUrl = preview ?? currentUrl
  const hasPicture = Boolean(shownUrl)
  const name = item?.file.name ?? ''

  return (
    <div className="flex flex-wrap items-start gap-4">
      {renderPreview(shownUrl)}
      <div className="min-w-56 flex-1 space-y-2">
        <div>
          <input
            id={inputId}
            type="file"
            name={inputName}
            accept={acceptedExtensions(moduleName).replace(/ /g, '')}
            onChange={choose}
            disabled={busy || attach.phase === 'saving'}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="peer sr-only"
          />
          <label htmlFor={inputId} className={buttonStyle}>
            {hasPicture ? texts.change : texts.choose}
          </label>
          <p className="mt-1 text-fg-muted text-xs">{texts.rules}</p>
        </div>
        {item && item.status !== 'invalid' ? (
          <div className="space-y-2 rounded-lg border border-line bg-surface-subtle p-3">
            <ProgressBar
              label={
                item.status === 'done'
                  ? t('ui:avatar.uploaded', { name })
                  : t('ui:avatar.uploading', { name })
              }
              value={item.progress}
              tone={
                item.status === 'failed' || item.status === 'cancelled'
                  ? 'error'
                  : item.status === 'done'
                    ? 'success'
                    : 'primary'
              }
            />
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <p aria-live="polite" className="text-fg-secondary">
                {item.status === 'retrying' ? t('ui:avatar.retrying') : null}
                {item.status === 'cancelled' ? t('ui:avatar.cancelled') : null}
                {item.status === 'done' && attach.phase === 'saving' ? texts.saving : null}
                {item.status === 'done' && attach.phase === 'saved' ? texts.saved : null}
                {busy && item.status !== 'retrying' ? t('ui:avatar.in_progress', { name }) : null}
              </p>
              <div className="flex gap-2">
                {busy ? (
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() => send({ type: 'upload.cancel' })}
                  >
                    {t('ui:avatar.cancel')}
                  </button>
                ) : null}
                {item.status === 'failed' || item.status === 'cancelled' ? (
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() => send({ type: 'upload.retry', id: item.id })}
                  >
                    {t('ui:avatar.retry')}
                  </button>
                ) : null}
              </div>
            </div>
            {item.status === 'failed' ? (
              <p role="alert" className="text-danger text-sm">
                {messageText(item.error)}
              </p>
            ) : null}
            {attach.phase === 'failed' ? (
              <p role="alert" className="text-danger text-sm">
                {attach.message}
              </p>
            ) : null}
          </div>
        ) : null}
        {error ? (
          <p id={errorId} role="alert" className="text-danger text-sm">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  )
}
