import type { FlowMessage } from '../machines/flowMessage'

/** What the export button shows of its flow (exportRun): the step it is at and the rows so far. */
export interface ExportView {
  phase: 'idle' | 'requesting' | 'downloading' | 'cancelling' | 'done' | 'cancelled' | 'failed'
  rows: number
  /** The rows the list counted for these filters; null until the ticket says. */
  total: number | null
  fileName: string | null
  error: FlowMessage | null
}

export const IDLE_EXPORT: ExportView = { phase: 'idle', rows: 0, total: null, fileName: null, error: null }

/** Export CSV's look, shared with the stand-in shown until the button's code is in (LazyExportButton). */
export const EXPORT_BUTTON_STYLE =
  'inline-flex items-center gap-2 rounded-lg bg-primary-700 px-3 py-2 font-medium text-sm text-white outline-none hover:bg-primary-800 focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2 aria-disabled:opacity-60'

/** The box Export CSV, its progress and its messages stand in (the stand-in takes the same). */
export const EXPORT_BOX_STYLE = 'flex min-w-60 flex-col items-end gap-1.5'
