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
