import './locales'
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CsvFile, ExportProgress } from '../api/statistics'
import { downloadBlob } from './download'
import { ProgressBar } from './ProgressBar'

export interface ExportButtonProps {
  /** Runs the export, reporting what has arrived; aborting the signal stops it. */
  run(onProgress: (progress: ExportProgress) => void, signal: AbortSignal): Promise<CsvFile>
  /** The rows the list holds with the same filters, so progress can be a share; null when unknown. */
  expectedRows: number | null
  label?: string
  /** Starts the export from elsewhere (the palette's Export CSV), with the same progress and Cancel. */
  ref?: Ref<ExportHandle>
}

export interface ExportHandle {
  start(): void
}

type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; rows: number }
  | { phase: 'done'; file: string }
  | { phase: 'failed'; message: string }
  | { phase: 'cancelled' }

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/** Export CSV with its progress, Cancel, and then the file's download (spec section 2: exportable lists). */
export function ExportButton({ run, expectedRows, label, ref }: ExportButtonProps) {
  const { t } = useTranslation()
  const [state, setState] = useState<ExportState>({ phase: 'idle' })
  const controller = useRef<AbortController | null>(null)

  useEffect(() => () => controller.current?.abort(), [])

  const start = async () => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setState({ phase: 'running', rows: 0 })
    try {
      const file = await run(
        (progress) => setState({ phase: 'running', rows: progress.rows }),
        current.signal,
      )
      if (current.signal.aborted) return
      downloadBlob(file.blob, file.fileName)
      setState({ phase: 'done', file: file.fileName })
    } catch (error) {
      if (current.signal.aborted || isAbort(error)) setState({ phase: 'cancelled' })
      else
        setState({
          phase: 'failed',
          message: error instanceof Error && error.message ? error.message : t('ui:export.failed'),
        })
    }
  }

  useImperativeHandle(ref, () => ({ start: () => void start() }))

  const running = state.phase === 'running'
  const share = running && expectedRows ? Math.min(1, state.rows / expectedRows) : null
  return (
    <div className="flex min-w-60 flex-col items-end gap-1.5">
      <div className="flex gap-2">
        <button
          type="button"
          onClick={start}
          disabled={running}
          aria-busy={running || undefined}
          className="inline-flex items-center gap-2 rounded-lg bg-primary-700 px-3 py-2 font-medium text-sm text-white outline-none hover:bg-primary-800 focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2 disabled:opacity-60"
        >
          {running ? t('ui:export.exporting') : (label ?? t('ui:export.button'))}
        </button>
        {running ? (
          <button
            type="button"
            onClick={() => controller.current?.abort()}
            className="rounded-lg border border-line-strong bg-surface px-3 py-2 text-fg text-sm outline-none hover:bg-surface-subtle focus-visible:ring-2 focus-visible:ring-primary-500"
          >
            {t('ui:export.cancel')}
          </button>
        ) : null}
      </div>
      {running || state.phase === 'done' ? (
        <div className="w-60">
          <ProgressBar
            label={t('ui:export.progress')}
            value={state.phase === 'done' ? 1 : share}
            tone={state.phase === 'done' ? 'success' : 'primary'}
          />
        </div>
      ) : null}
      <p role="status" className="text-fg-secondary text-xs empty:hidden">
        {running
          ? expectedRows
            ? t('ui:export.rows', { rows: state.rows, total: expectedRows })
            : t('ui:export.rows_unknown', { rows: state.rows })
          : null}
        {state.phase === 'done' ? t('ui:export.done', { file: state.file }) : null}
        {state.phase === 'cancelled' ? t('ui:export.cancelled') : null}
      </p>
      {state.phase === 'failed' ? (
        <p role="alert" className="text-danger text-xs">
          {state.message}
        </p>
      ) : null}
    </div>
  )
}
