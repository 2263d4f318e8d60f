// The timeline of the home page for a device and a country: for each place (the banner loop, the
// default template, each of its sections) when what is live, with gaps (nothing shown) and overlaps
// (two loops live for one country) marked. Built by asking composeHomeAt at every instant where
// anything starts or ends, so the timeline and the preview answer the same.
import {
  composeHomeAt,
  defaultTemplateOf,
  type HomeComposition,
  type Period,
  type Schedule,
  type Viewer,
} from './appearanceSchedule'

export type SegmentState = 'live' | 'gap' | 'overlap'

export interface TimelineSegment {
  from: string
  to: string
  state: SegmentState
  /** What is live in this place (the loop shown first, then those it overlaps). */
  names: string[]
  ids: string[]
}

export interface TimelineRow {
  /** 'loop', 'template', or 'section.<n>' for the template's sections in order. */
  key: string
  label: string
  segments: TimelineSegment[]
}

export interface Timeline {
  from: string
  to: string
  rows: TimelineRow[]
}

type Cell = { state: SegmentState; names: string[]; ids: string[] }

function loopCell(composition: HomeComposition): Cell {
  const { loop, overlappingLoops } = composition
  if (!loop || loop.banners.length === 0) return { state: 'gap', names: [], ids: [] }
  const all = [loop, ...overlappingLoops]
  return {
    state: overlappingLoops.length > 0 ? 'overlap' : 'live',
    names: all.map((item) => item.name),
    ids: all.map((item) => item.id),
  }
}

/** Every instant inside (from, to) where something of the schedule starts or ends. */
function boundariesOf(schedule: Schedule, from: number, to: number): number[] {
  const periods: Period[] = [
    ...schedule.loops.flatMap((loop) => [loop, ...loop.banners]),
    ...schedule.bannerSlides.flatMap((slide) => [slide, ...slide.banners]),
    ...schedule.productSlides,
  ]
  for (const section of defaultTemplateOf(schedule)?.sections ?? [])
    if (section.countdown.enabled && section.countdown.startAt && section.countdown.endAt)
      periods.push({ startAt: section.countdown.startAt, endAt: section.countdown.endAt })
  const instants = new Set<number>([from, to])
  for (const period of periods)
    for (const instant of [Date.parse(period.startAt), Date.parse(period.endAt)])
      if (instant > from && instant < to) instants.add(instant)
  return [...instants].sort((a, b) => a - b)
}

const sameCell = (a: Cell, b: Cell) => a.state === b.state && a.ids.join() === b.ids.join()

/** The timeline over [from, to): adjacent stretches with the same content are one segment. */
export function timelineOf(
  schedule: Schedule,
  range: { from: number; to: number },
  viewer: Viewer,
): Timeline {
  const instants = boundariesOf(schedule, range.from, range.to)
  const rows = new Map<string, TimelineRow>()
  const rowOf = (key: string, label: string) => {
    const row = rows.get(key) ?? { key, label, segments: [] }
    rows.set(key, row)
    return row
  }
  const add = (row: TimelineRow, from: number, to: number, cell: Cell) => {
    const last = row.segments.at(-1)
    if (last && last.to === new Date(from).toISOString() && sameCell(last, cell)) {
      last.to = new Date(to).toISOString()
      return
    }
    row.segments.push({ from: new Date(from).toISOString(), to: new Date(to).toISOString(), ...cell })
  }
  const loopRow = rowOf('loop', 'loop')
  const templateRow = rowOf('template', 'template')
  for (let n = 0; n + 1 < instants.length; n++) {
    const [from, to] = [instants[n], instants[n + 1]]
    const composition = composeHomeAt(schedule, from, viewer)
    add(loopRow, from, to, loopCell(composition))
    const { template } = composition
    add(
      templateRow,
      from,
      to,
      template
        ? { state: 'live', names: [template.name], ids: [template.id] }
        : { state: 'gap', names: [], ids: [] },
    )
    composition.sections.forEach((section, index) => {
      const row = rowOf(`section.${index}`, section.name)
      const { slide } = section
      add(
        row,
        from,
        to,
        slide
          ? { state: 'live', names: [slide.name], ids: [slide.id] }
          : { state: 'gap', names: [], ids: [] },
      )
    })
  }
  return {
    from: new Date(range.from).toISOString(),
    to: new Date(range.to).toISOString(),
    rows: [...rows.values()],
  }
}

/** The gaps and overlaps of a timeline, in time order: what the screen lists under it. */
export function problemsOf(timeline: Timeline): { row: TimelineRow; segment: TimelineSegment }[] {
  return timeline.rows
    .flatMap((row) =>
      row.segments.filter((segment) => segment.state !== 'live').map((segment) => ({ row, segment })),
    )
    .sort((a, b) => Date.parse(a.segment.from) - Date.parse(b.segment.from))
}
