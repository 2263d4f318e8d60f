// Sample records and pictures that the stories of the shared parts show: made here, so no story loads
// anything from a server.
import type { CsvFile, ExportProgress } from '../api/statistics'
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
  /** Rows the file ends up with; null keeps it going until it is cancelled. */
  rows: number | null
  /** Fails (with no words of its own) once this many rows have arrived. */
  failAt?: number
}

const ROWS_PER_TICK = 250
const TICK_MS = 300

/** An export that streams rows in on a timer instead of from the server, and stops when aborted. */
export const fakeExport =
  ({ rows, failAt }: FakeExport) =>
  (onProgress: (progress: ExportProgress) => void, signal: AbortSignal): Promise<CsvFile> =>
    new Promise((resolve, reject) => {
      let sent = 0
      const timer = setInterval(() => {
        sent = rows === null ? sent + ROWS_PER_TICK : Math.min(rows, sent + ROWS_PER_TICK)
        onProgress({ rows: sent, bytes: sent * 80 })
        if (failAt !== undefined && sent >= failAt) {
          clearInterval(timer)
          reject(new Error())
        } else if (rows !== null && sent >= rows) {
          clearInterval(timer)
          const lines = Array.from(
            { length: rows },
            (_, index) => `${index + 1},staff${index + 1}@example.com`,
          )
          resolve({
            fileName: 'access-history.csv',
            blob: new Blob([['No,E-mail', ...lines].join('\n')], { type: 'text/csv' }),
          })
        }
      }, TICK_MS)
      signal.addEventListener('abort', () => {
        clearInterval(timer)
        reject(new DOMException('The export was cancelled.', 'AbortError'))
      })
    })
