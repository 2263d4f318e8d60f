import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError } from '../../../src/api/apiError'
import type { ExportProgress, ExportTicket } from '../../../src/api/statistics'
import { exportDownloadMachine, PROGRESS_POLL_MS } from '../../../src/machines/exportDownload.machine'

const TICKET: ExportTicket = {
  _id: '00000000-0000-4000-8000-000000000001',
  url: '/api/internal-user-history/export?ticket=abc',
  expiresAt: '2030-01-01T00:00:00.000Z',
  rows: 1000,
  fileName: 'internal-user-access-history-20240301-070000.csv',
}

const progress = (state: ExportProgress['state'], rows: number): ExportProgress => ({
  _id: TICKET._id,
  state,
  rows,
  total: TICKET.rows,
  fileName: TICKET.fileName,
})

/** The flow with the server's answers in order (an Error is thrown instead), recording what it did. */
function start(
  answers: (ExportProgress | Error)[],
  request: () => Promise<ExportTicket> = async () => TICKET,
) {
  const downloads: string[] = []
  const cancels: string[] = []
  const actor = createActor(
    exportDownloadMachine.provide({
      actors: {
        requestTicket: fromPromise(request),
        readProgress: fromPromise(async () => {
          const answer = answers.shift() ?? progress('running', 0)
          if (answer instanceof Error) throw answer
          return answer
        }),
        cancelDownload: fromPromise(async ({ input }) => {
          cancels.push(input.id)
          return progress('running', 300)
        }),
      },
      actions: { openDownload: ({ context }) => void downloads.push(context.ticket?.url ?? '') },
    }),
  )
  actor.start()
  actor.send({ type: 'export.start' })
  return { actor, downloads, cancels }
}

const settle = () => vi.advanceTimersByTimeAsync(0)
const poll = () => vi.advanceTimersByTimeAsync(PROGRESS_POLL_MS)

describe('an export downloaded by the browser', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('hands the link to the browser once, follows the rows written and ends when the file is complete', async () => {
    const { actor, downloads } = start([
      progress('waiting', 0),
      progress('running', 400),
      progress('completed', 1000),
    ])
    await settle()
    expect(downloads).toEqual([TICKET.url])
    expect(actor.getSnapshot().matches('downloading')).toBe(true)
    expect(actor.getSnapshot().context.total).toBe(1000)
    await poll()
    await poll()
    expect(actor.getSnapshot().context.rows).toBe(400)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await poll()
    expect(actor.getSnapshot().value).toBe('done')
    expect(actor.getSnapshot().context.rows).toBe(1000)
    expect(downloads).toHaveLength(1)
  })

  it('asks the server to stop when cancelled', async () => {
    const { actor, cancels } = start([progress('running', 100)])
    await settle()
    await poll()
    actor.send({ type: 'export.cancel' })
    await settle()
    expect(cancels).toEqual([TICKET._id])
    expect(actor.getSnapshot().value).toBe('cancelled')
  })

  it('says so when the server could not finish, or the download never started', async () => {
    const failed = start([progress('failed', 200)])
    await settle()
    await poll()
    expect(failed.actor.getSnapshot().value).toBe('failed')
    expect(failed.actor.getSnapshot().context.error).toEqual({ key: 'ui:export.failed' })

    const blocked = start([progress('expired', 0)])
    await settle()
    await poll()
    expect(blocked.actor.getSnapshot().context.error).toEqual({ key: 'ui:export.not_started' })
  })

  it("shows the server's refusal of the filters in its own words, and downloads nothing", async () => {
    const { actor, downloads } = start([], async () => {
      throw new ApiError(400, 'The start date must not be after the end date.')
    })
    await settle()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error).toEqual({
      text: 'The start date must not be after the end date.',
    })
    expect(downloads).toEqual([])
  })

  it('rides out a few missed progress calls, then gives up', async () => {
    const blip = start([new TypeError('offline'), new TypeError('offline'), progress('completed', 1000)])
    await settle()
    for (let i = 0; i < 3; i++) await poll()
    expect(blip.actor.getSnapshot().value).toBe('done')

    const down = start(Array.from({ length: 5 }, () => new TypeError('offline')))
    await settle()
    for (let i = 0; i < 5; i++) await poll()
    expect(down.actor.getSnapshot().value).toBe('failed')
    expect(down.actor.getSnapshot().context.error).toEqual({ key: 'ui:export.failed' })
  })

  it('starts again from its end, with a new link', async () => {
    const { actor, downloads } = start([progress('completed', 1000), progress('completed', 1000)])
    await settle()
    await poll()
    actor.send({ type: 'export.start' })
    await settle()
    await poll()
    expect(downloads).toHaveLength(2)
    expect(actor.getSnapshot().value).toBe('done')
  })
})
