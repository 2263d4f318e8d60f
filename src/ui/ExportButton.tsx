import { type Ref, Suspense, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ExportTicket } from '../api/statistics'
import type { ExportDownloadEvent, exportDownloadMachine } from '../machines/exportDownload.machine'
import { EXPORT_BOX_STYLE, EXPORT_BUTTON_STYLE, type ExportView, IDLE_EXPORT } from './exportView'
import { flowMessageText } from './flowMessageText'
import { lazyWithRetry, prefetchWhenIdle } from './lazyWithRetry'
import { ProgressBar } from './ProgressBar'

const loadExportRun = () => import('./exportRun')
const ExportRun = lazyWithRetry(loadExportRun)
// Fetched once the screen has settled, so the first export starts without waiting for it.
const PREFETCH_AFTER_MS = 2000

export interface ExportButtonProps {
  /** Asks the server for the download's single-use link, with the filters as they are when pressed. */
  request(): Promise<ExportTicket>
  label?: string
  /** Starts the export from elsewhere (the palette's Export CSV), with the same progress and Cancel. */
  ref?: Ref<ExportHandle>
  /** The flow with other progress and cancel calls (stories). */
  machine?: typeof exportDownloadMachine
}

export interface ExportHandle {
  start(): void
}

const BUSY: readonly ExportView['phase'][] = ['requesting', 'downloading', 'cancelling']

/**
 * Export CSV (spec section 2: exportable lists): the browser downloads the file itself, straight to
 * disk, while the bar shows the rows the server has written of those the list counted; Cancel stops it.
 * The flow (exportRun) loads with the first export, so a screen's first JavaScript carries only the button.
 */
export function ExportButton({ request, label, ref, machine }: ExportButtonProps) {
  const { t } = useTranslation()
  const [running, setRunning] = useState(false)
  const [view, setView] = useState<ExportView>(IDLE_EXPORT)
  const send = useRef<((event: ExportDownloadEvent) => void) | null>(null)
  // Events sent before the flow has loaded, passed on once it runs.
  const waiting = useRef<ExportDownloadEvent[]>([])
  const exportButton = useRef<HTMLButtonElement>(null)

  const dispatch = (event: ExportDownloadEvent) => {
    if (send.current) return send.current(event)
    waiting.current.push(event)
    if (event.type === 'export.start') setView({ ...IDLE_EXPORT, phase: 'requesting' })
    setRunning(true)
  }
  const onReady = useCallback((ready: (event: ExportDownloadEvent) => void) => {
    send.current = ready
    for (const event of waiting.current.splice(0)) ready(event)
  }, [])

  useEffect(() => prefetchWhenIdle(loadExportRun, PREFETCH_AFTER_MS), [])
  useImperativeHandle(ref, () => ({ start: () => dispatch({ type: 'export.start' }) }))

  const cancel = () => {
    dispatch({ type: 'export.cancel' })
    // The Cancel button goes away: the keyboard stays on Export CSV.
    exportButton.current?.focus()
  }

  const { phase, rows, total } = view
  const busy = BUSY.includes(phase)
  const done = phase === 'done'
  const share = total === null ? null : total === 0 ? 0 : Math.min(1, rows / total)
  const status = (() => {
    if (phase === 'requesting') return t('ui:export.preparing')
    if (phase === 'downloading') return t('ui:export.rows', { rows, total: total ?? 0 })
    if (phase === 'cancelling') return t('ui:export.cancelling')
    if (done && view.fileName) return t('ui:export.done', { file: view.fileName })
    if (phase === 'cancelled') return t('ui:export.cancelled')
    return null
  })()
  return (
    <div className={EXPORT_BOX_STYLE}>
      {running ? (
        <Suspense fallback={null}>
          <ExportRun request={request} machine={machine} onReady={onReady} onView={setView} />
        </Suspense>
      ) : null}
      <div className="flex gap-2">
        <button
          ref={exportButton}
          type="button"
          onClick={() => dispatch({ type: 'export.start' })}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          className={EXPORT_BUTTON_STYLE}
        >
          {busy ? t('ui:export.exporting') : (label ?? t('ui:export.button'))}
        </button>
        {phase === 'requesting' || phase === 'downloading' ? (
          <button
            type="button"
            onClick={cancel}
            className="rounded-lg border border-line-strong bg-surface px-3 py-2 text-fg text-sm outline-none hover:bg-surface-subtle focus-visible:ring-2 focus-visible:ring-primary-500"
          >
            {t('ui:export.cancel')}
          </button>
        ) : null}
      </div>
      {busy || done ? (
        <div className="w-60">
          <ProgressBar
            label={t('ui:export.progress')}
            value={done ? 1 : phase === 'requesting' ? null : share}
            tone={done ? 'success' : 'primary'}
          />
        </div>
      ) : null}
      <p role="status" className="text-fg-secondary text-xs empty:hidden">
        {status}
      </p>
      {phase === 'failed' ? (
        <p role="alert" className="text-danger text-xs">
          {flowMessageText(t, view.error)}
        </p>
      ) : null}
    </div>
  )
}
