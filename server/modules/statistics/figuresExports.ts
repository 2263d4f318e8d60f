// The CSV exports of computed figures (the home dashboard's, the platform statistics'): a few hundred
// rows at most, worked out from the roll-ups as the screens' figures are, then streamed by the export
// center like every other export (recorded in the history, a ticket for the download, progress).
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import type { components } from '../../../src/api/schema'
import type { Language } from '../../../src/domain/constants'
import { type DayRange, dayNumber } from '../../../src/domain/dashboard'
import type { Db } from '../../db/database'
import { csvRow } from '../../lib/csv'
import type { CsvFileQuery } from '../../lib/csvBatches'
import { t } from '../../lib/i18n'
import { homeDashboardOf } from '../home/homeFigures'
import { requestedRange } from '../home/rollupRanges'
import { type CsvExport, exportFileName, sendCsvExport } from './csvExport'
import type { ExportedData } from './exportHistory.queries'
import { issueExportTicket } from './exportTickets'
import { platformStatisticsOf } from './platformStatistics.queries'

type Schemas = components['schemas']
type Cells = readonly (string | number | null)[]

// A line's place in the file, as the keyset the export center pages by (newest first): the first
// line has the latest instant, one second apart, so a batch continues after the line it ended on.
const KEY_EPOCH_SECONDS = 2_000_000_000

/** A file of lines known in advance: each already a CSV row (cells escaped as every CSV's are). */
export function linesFile(db: Db, header: readonly string[], rows: readonly Cells[]): CsvFileQuery {
  const lines = JSON.stringify(rows.map((cells) => csvRow(cells)))
  return {
    header,
    page: (after, limit) =>
      db
        .selectFrom(
          sql<{ line: string; n: number }>`jsonb_array_elements_text(${lines}::jsonb) with ordinality`.as(
            sql`l(line, n)`,
          ),
        )
        .select([
          sql<string>`l.line`.as('line'),
          sql<Date>`to_timestamp(${KEY_EPOCH_SECONDS} - l.n)`.as('key_at'),
          sql<string>`lpad(l.n::text, 8, '0')`.as('key_id'),
        ])
        .$if(after !== null, (query) =>
          query.where(sql<boolean>`to_timestamp(${KEY_EPOCH_SECONDS} - l.n) < ${after?.at}::timestamptz`),
        )
        .orderBy(sql`l.n`)
        .limit(limit),
  }
}

/** The range's first instant and the instant after its last day, Bangkok time, for the export history. */
const historyRange = (range: DayRange) => ({
  start: new Date(`${range.startDate}T00:00:00+07:00`),
  end: new Date(((dayNumber(range.endDate) ?? 0) + 1) * 86_400_000 - 7 * 3_600_000 - 1),
})

const periodOf = (range: { startDate: string; endDate: string }) =>
  range.startDate === range.endDate ? range.startDate : `${range.startDate} – ${range.endDate}`

interface FiguresQuery {
  startDate?: string
  endDate?: string
  country?: Schemas['DashboardCountry']
}
type FiguresRequest = FastifyRequest<{ Querystring: FiguresQuery }>

/** One of the figures' exports: its operation, what it holds, and the rows for a request's range and country. */
interface FiguresExport {
  operationId: 'exportHomeDashboard' | 'exportPlatformStatistics'
  path: string
  exportedData: ExportedData
  defaultDays: number
  rowsOf(
    db: Db,
    lang: Language,
    range: DayRange,
    country: Schemas['DashboardCountry'] | undefined,
  ): Promise<Cells[]>
}

const FIGURES = ['totalSale', 'numberOrder', 'numberUser', 'totalTraction', 'conversionRate'] as const

async function homeRows(
  db: Db,
  lang: Language,
  range: DayRange,
  country: Schemas['DashboardCountry'] | undefined,
): Promise<Cells[]> {
  const figures = await homeDashboardOf(db, country ?? 'TH', range)
  const label = (key: string) => t(lang, `dashboard.csv.${key}`, { unit: figures.unit })
  const money = (amount: number) => amount.toFixed(2)
  const value = (key: (typeof FIGURES)[number], of: Schemas['Figures']) =>
    key === 'totalSale' ? money(of.totalSale) : of[key]
  const period = periodOf(figures.range)
  return [
    ...FIGURES.map((key) => [label('figures'), period, label(key), value(key, figures)]),
    ...FIGURES.map((key) => [
      label('previous'),
      periodOf(figures.previousRange),
      label(key),
      value(key, figures.previous),
    ]),
    ...FIGURES.map((key) => [label('change'), period, label(key), figures.change[key]]),
    ...figures.dataSales.flatMap((bucket) => [
      [label('sales'), periodOf(bucket), label('totalSale'), money(bucket.totalSale)],
      [label('sales'), periodOf(bucket), label('numberOrder'), bucket.numberOrder],
    ]),
    ...figures.tractions.tractionChart.flatMap((bucket) =>
      (['desktop', 'mobile', 'other'] as const).map((device) => [
        label('traction'),
        periodOf(bucket),
        label(`devices.${device}`),
        bucket[device],
      ]),
    ),
  ]
}

async function platformRows(
  db: Db,
  lang: Language,
  range: DayRange,
  country: Schemas['DashboardCountry'] | undefined,
): Promise<Cells[]> {
  const stats = await platformStatisticsOf(db, range, country)
  const label = (key: string) => t(lang, `dashboard.csv.${key}`)
  const counts = (section: string, measure: string, rows: Schemas['CountsOf'], name = (key: string) => key) =>
    rows.map((row) => [label(section), name(row.key), label(measure), row.n])
  return [
    ...counts('membersByType', 'members', stats.membersByType),
    ...counts('membersByCountry', 'members', stats.membersByCountry),
    ...counts('membersByJoinMonth', 'members', stats.membersByJoinMonth),
    ...counts('ordersByType', 'orders', stats.ordersByType),
    ...counts('ordersByCountry', 'orders', stats.ordersByCountry),
    ...counts('ordersByStatus', 'orders', stats.ordersByStatus, (status) =>
      t(lang, `orders.status.${status}`),
    ),
    ...stats.signInsByDay.flatMap((day) =>
      (['desktop', 'mobile', 'tablet', 'other'] as const).map((device) => [
        label(day.actorKind === 'internal' ? 'staffSignIns' : 'memberSignIns'),
        day.day,
        label(`devices.${device}`),
        day[device],
      ]),
    ),
  ]
}

export const homeDashboardExport: FiguresExport = {
  operationId: 'exportHomeDashboard',
  path: '/admin/users/home-dashboard/export',
  exportedData: 'home-dashboard',
  defaultDays: 7,
  rowsOf: homeRows,
}

export const platformStatisticsExport: FiguresExport = {
  operationId: 'exportPlatformStatistics',
  path: '/admin/users/home-platform/export',
  exportedData: 'platform-statistics',
  defaultDays: 30,
  rowsOf: platformRows,
}

/** The export a request asks for: its range checked first (a 400 before anything is recorded), then its rows. */
async function figuresCsv(figures: FiguresExport, request: FiguresRequest): Promise<CsvExport> {
  const { query, lang } = request
  const { db } = request.server
  const range = requestedRange(query, figures.defaultDays)
  const rows = await figures.rowsOf(db, lang, range, query.country)
  return {
    exportedData: figures.exportedData,
    range: historyRange(range),
    filters: {
      startDate: range.startDate,
      endDate: range.endDate,
      ...(query.country ? { country: query.country } : {}),
    },
    file: () =>
      linesFile(
        db,
        ['section', 'item', 'figure', 'value'].map((key) => t(lang, `dashboard.csv.header.${key}`)),
        rows,
      ),
    count: async () => rows.length,
  }
}

export const sendFiguresCsv =
  (figures: FiguresExport) =>
  async (request: FiguresRequest, reply: FastifyReply): Promise<FastifyReply> =>
    sendCsvExport(request, reply, await figuresCsv(figures, request))

export const figuresTicket =
  (figures: FiguresExport) =>
  async (request: FiguresRequest, reply: FastifyReply): Promise<Schemas['ExportTicket']> => {
    const csv = await figuresCsv(figures, request)
    const rows = await csv.count()
    reply.code(201)
    return issueExportTicket(request, {
      exportPath: figures.path,
      exportOperationId: figures.operationId,
      fileName: exportFileName(csv.exportedData),
      rows,
    })
  }
