import './locales'
import { useMachine } from '@xstate/react'
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import type { ExportTicket } from '../api/statistics'
import { exportDownloadMachine } from '../machines/exportDownload.machine'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../stores/toasts'
import { flowMessageText } from './flowMessageText'
import { ProgressBar } from './ProgressBar'

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

/**
 * Export CSV (spec section 2: exportable lists): the browser downloads the file itself, straight to
 * disk, while the bar shows the rows the server has written of those the list counted; Cancel stops it.
 */
export function ExportButton({ request, label, ref, machine = exportDownloadMachine }: ExportButtonProps) {
  const { t } = useTranslation()
  const latestRequest = useRef(request)
  latestRequest.current = request
  const [logic] = useState(() =>
    machine.provide({ actors: { requestTicket: fromPromise(() => latestRequest.current()) } }),
  )
  const [state, send] = useMachine(logic)
  const exportButton = useRef<HTMLButtonElement>(null)
  const { ticket, rows, total, error } = state.context
  const busy = state.hasTag('busy')
  const done = state.matches('done')

  useImperativeHandle(ref, () => ({ start: () => send({ type: 'export.start' }) }))

  useEffect(() => {
    if (done && ticket)
      showToast({ text: t('ui:export.saved', { file: ticket.fileName, rows }) }, 'success', {
        durationMs: SCREEN_TOAST_DURATION_MS,
      })
  }, [done, ticket, rows, t])

  const cancel = () => {
    send({ type: 'export.cancel' })
    // The Cancel button goes away: the keyboard stays on Export CSV.
    exportButton.current?.focus()
  }

  const share = total === null ? null : total === 0 ? 0 : Math.min(1, rows / total)
  const status = (() => {
    if (state.matches('requesting')) return t('ui:export.preparing')
    if (state.matches('downloading')) return t('ui:export.rows', { rows, total: total ?? 0 })
    if (state.matches('cancelling')) return t('ui:export.cancelling')
    if (done && ticket) return t('ui:export.done', { file: ticket.fileName })
    if (state.matches('cancelled')) return t('ui:export.cancelled')
    return null
  })()
  return (
    <div className="flex min-w-60 flex-col items-end gap-1.5">
      <div className="flex gap-2">
        <button
          ref={exportButton}
          type="button"
          onClick={() => send({ type: 'export.start' })}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          className="inline-flex items-center gap-2 rounded-lg bg-primary-700 px-3 py-2 font-medium text-sm text-white outline-none hover:bg-primary-800 focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2 aria-disabled:opacity-60"
        >
          {busy ? t('ui:export.exporting') : (label ?? t('ui:export.button'))}
        </button>
        {state.matches('requesting') || state.matches('downloading') ? (
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
            value={done ? 1 : state.matches('requesting') ? null : share}
            tone={done ? 'success' : 'primary'}
          />
        </div>
      ) : null}
      <p role="status" className="text-fg-secondary text-xs empty:hidden">
        {status}
      </p>
      {state.matches('failed') ? (
        <p role="alert" className="text-danger text-xs">
          {flowMessageText(t, error)}
        </p>
      ) : null}
    </div>
  )
}
