// Sample records and pictures that the stories of the shared parts show: made here, so no story loads
// anything from a server.
import { fromPromise } from 'xstate'
import type { ExportProgress } from '../api/statistics'
import { exportDownloadMachine } from '../machines/exportDownload.machine'
import type { ExportButtonProps } from './ExportButton'
import type { ListParams } from './pagedList/pagedList'
import type { Page } from './pagedList/usePagedList'
import type { PillStatus } from './StatusPill'

/** A portrait drawn in place. */
export const SAMPLE_PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#fed7aa"/><circle cx="48" cy="38" r="18" fill="#c2410c"/><rect x="18" y="62" width="60" height="40" rx="30" fill="#c2410c"/></svg>',
)}`

export interface SampleRole {
  id: string
  name: string
  status: PillStatus
}

const TEAMS = ['ทีมขาย', 'Order team', 'ทีมคลังสินค้า', 'Support', 'ทีมการตลาด', 'Finance', 'ทีมบัญชี', 'Content']
const LEVELS = ['', ' – lead', ' – viewer']
const STATUSES: readonly PillStatus[] = ['active', 'active', 'inactive', 'active', 'terminate']

/** 23 roles: more than a page at every page size but the largest, in Thai and Latin script. */
export const SAMPLE_ROLES: readonly SampleRole[] = Array.from({ length: 23 }, (_, index) => ({
  id: `role-${index + 1}`,
  name: `${TEAMS[index % TEAMS.length]}${LEVELS[Math.floor(index / TEAMS.length)]}`,
  status: STATUSES[index % STATUSES.length],
}))

export type SampleRoleSort = 'name' | 'status'
export const SAMPLE_ROLE_SORTS: readonly SampleRoleSort[] = ['name', 'status']

/** The page a server would answer for these params: searched by name, sorted, sliced. */
export function sampleRolePage(params: ListParams<SampleRoleSort>): Page<SampleRole> {
  const term = params.search?.toLocaleLowerCase()
  const found = SAMPLE_ROLES.filter((role) => !term || role.name.toLocaleLowerCase().includes(term))
  const sort = params.sort ?? 'name'
  const direction = params.order === 'desc' ? -1 : 1
  const sorted = [...found].sort((a, b) => direction * a[sort].localeCompare(b[sort], 'th'))
  const start = (params.page - 1) * params.limit
  return {
    data: sorted.slice(start, start + params.limit),
    total: found.length,
    page: params.page,
    limit: params.limit,
  }
}

export interface FakeExport {
  /** Rows the list counted, which the file ends up with. */
  rows: number
  /** Fails (as the server says it did) once this many rows are written. */
  failAt?: number
}

const ROWS_PER_TICK = 250
const TICK_MS = 300

/**
 * An export whose download a server would stream, on a timer instead: the ticket, then progress that
 * grows by itself until it is complete, fails or is cancelled. Nothing is downloaded.
 */
export function fakeExport({ rows, failAt }: FakeExport): Pick<ExportButtonProps, 'request' | 'machine'> {
  const fileName = 'internal-user-access-history-20240301-070000.csv'
  let startedAt = Date.now()
  let cancelled = false
  const progress = (): ExportProgress => {
    const written = Math.min(rows, Math.floor((Date.now() - startedAt) / TICK_MS) * ROWS_PER_TICK)
    const failed = failAt !== undefined && written >= failAt
    const state = cancelled ? 'cancelled' : failed ? 'failed' : written >= rows ? 'completed' : 'running'
    return { _id: 'sample-export', state, rows: failed ? failAt : written, total: rows, fileName }
  }
  return {
    request: async () => {
      startedAt = Date.now()
      cancelled = false
      return {
        _id: 'sample-export',
        url: '/api/internal-user-history/export?ticket=sample',
        expiresAt: new Date(startedAt + 60_000).toISOString(),
        rows,
        fileName,
      }
    },
    machine: exportDownloadMachine.provide({
      actors: {
        readProgress: fromPromise(async () => progress()),
        cancelDownload: fromPromise(async () => {
          cancelled = true
          return progress()
        }),
      },
      actions: { openDownload: () => undefined },
    }),
  }
}
