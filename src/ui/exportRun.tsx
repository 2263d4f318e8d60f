import { useMachine } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import type { ExportTicket } from '../api/statistics'
import { type ExportDownloadEvent, exportDownloadMachine } from '../machines/exportDownload.machine'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../stores/toasts'
import type { ExportView } from './exportView'

export interface ExportRunProps {
  request(): Promise<ExportTicket>
  machine?: typeof exportDownloadMachine
  /** Hands the button the way to send the flow its events, once the flow runs. */
  onReady(send: (event: ExportDownloadEvent) => void): void
  /** Tells the button what to show at each step. */
  onView(view: ExportView): void
}

/**
 * The export flow itself (its machine, and xstate with it), loaded with the first export a screen starts
 * rather than with the screen. It shows nothing of its own (hence no story): ExportButton draws what it says.
 */
export default function ExportRun({
  request,
  machine = exportDownloadMachine,
  onReady,
  onView,
}: ExportRunProps) {
  const { t } = useTranslation()
  const latestRequest = useRef(request)
  latestRequest.current = request
  const [logic] = useState(() =>
    machine.provide({ actors: { requestTicket: fromPromise(() => latestRequest.current()) } }),
  )
  const [state, send] = useMachine(logic)
  const { ticket, rows, total, error } = state.context
  const phase = (['requesting', 'downloading', 'cancelling', 'done', 'cancelled', 'failed'] as const).find(
    (name) => state.matches(name),
  )

  useEffect(() => onReady(send), [onReady, send])
  // The flow never returns to idle; the button shows its own first step while this loads.
  useEffect(() => {
    if (phase) onView({ phase, rows, total, fileName: ticket?.fileName ?? null, error })
  }, [onView, phase, rows, total, ticket, error])
  useEffect(() => {
    if (phase === 'done' && ticket)
      showToast({ text: t('ui:export.saved', { file: ticket.fileName, rows }) }, 'success', {
        durationMs: SCREEN_TOAST_DURATION_MS,
      })
  }, [phase, ticket, rows, t])
  return null
}
