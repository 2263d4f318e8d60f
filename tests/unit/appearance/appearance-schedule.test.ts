import { describe, expect, it } from 'vitest'
import { composeHomeAt, type Schedule, type ScheduledBanner } from '../../../src/domain/appearanceSchedule'
import { problemsOf, timelineOf } from '../../../src/domain/appearanceTimeline'
import { fromZonedInput } from '../../../src/domain/platformTime'

// Midnight of 1 December 2026 in Bangkok is 17:00:00 UTC on 30 November.
const BANGKOK_MIDNIGHT = fromZonedInput('2026-12-01T00:00')
const at = (iso: string) => Date.parse(iso)

const bannerOf = (id: string, period: { startAt: string; endAt: string }, duration = 5): ScheduledBanner => ({
  id,
  name: `Banner ${id}`,
  hyperlink: `/promotions/${id}`,
  duration,
  images: { desktop: `${id}-desktop.png`, tablet: `${id}-tablet.png`, mobile: `${id}-mobile.png` },
  ...period,
})

const always = { startAt: '2026-01-01T00:00:00Z', endAt: '2027-12-31T00:00:00Z' }
const december = { startAt: BANGKOK_MIDNIGHT, endAt: fromZonedInput('2026-12-15T00:00') }

const schedule: Schedule = {
  loops: [
    {
      id: 'loop-nov',
      name: 'November',
      country: 'TH',
      banners: [bannerOf('n1', always, 4)],
      startAt: '2026-11-01T00:00:00Z',
      endAt: BANGKOK_MIDNIGHT,
    },
    {
      id: 'loop-dec',
      name: 'December',
      country: 'TH',
      banners: [bannerOf('d1', always, 3), bannerOf('d2', always, 7)],
      ...december,
    },
    {
      id: 'loop-late',
      name: 'Year end',
      country: 'TH',
      banners: [bannerOf('y1', always)],
      startAt: fromZonedInput('2026-12-10T00:00'),
      endAt: fromZonedInput('2026-12-31T00:00'),
    },
    { id: 'loop-vn', name: 'Vietnam', country: 'VN', banners: [bannerOf('v1', always)], ...always },
  ],
  bannerSlides: [{ id: 'slide-b', name: 'Brands', banners: [bannerOf('b1', december)], ...december }],
  productSlides: [
    {
      id: 'slide-th',
      name: 'Best sellers TH',
      country: 'TH',
      products: [{ id: 'p1', productCode: 'A100', name: 'Rice', imageUrl: null }],
      ...always,
    },
    { id: 'slide-my', name: 'Best sellers MY', country: 'MY', products: [], ...always },
  ],
  templates: [
    { id: 'tpl-old', name: 'Old', isDefault: false, sections: [] },
    {
      id: 'tpl',
      name: 'Standard',
      isDefault: true,
      sections: [
        {
          name: 'Brands',
          icon: 'star',
          type: 'bannerSlide',
          slideId: 'slide-b',
          country: null,
          countdown: { enabled: false, startAt: null, endAt: null },
        },
        {
          name: 'Best TH',
          icon: 'fire',
          type: 'productSlide',
          slideId: 'slide-th',
          country: 'TH',
          countdown: { enabled: true, ...december },
        },
        {
          name: 'Best MY',
          icon: 'fire',
          type: 'productSlide',
          slideId: 'slide-my',
          country: 'MY',
          countdown: { enabled: false, startAt: null, endAt: null },
        },
      ],
    },
  ],
}

const thDesktop = { device: 'desktop' as const, country: 'TH' }

describe('what the home page shows around a Bangkok midnight', () => {
  it('at 16:59:59 UTC still shows the loop ending at midnight, and no December slide', () => {
    const home = composeHomeAt(schedule, at('2026-11-30T16:59:59Z'), thDesktop)
    expect(BANGKOK_MIDNIGHT).toBe('2026-11-30T17:00:00.000Z')
    expect(home.loop?.id).toBe('loop-nov')
    expect(home.sections.map((section) => section.slide?.id ?? null)).toEqual([null, 'slide-th'])
    expect(home.sections[1].countdownEndsAt).toBeNull()
  })

  it('at 17:00:00 UTC switches to the loop starting at midnight, its banners in order with their durations', () => {
    const home = composeHomeAt(schedule, at('2026-11-30T17:00:00Z'), thDesktop)
    expect(home.loop).toEqual({
      id: 'loop-dec',
      name: 'December',
      totalDuration: 10,
      banners: [
        expect.objectContaining({ id: 'd1', duration: 3, image: 'd1-desktop.png' }),
        expect.objectContaining({ id: 'd2', duration: 7, image: 'd2-desktop.png' }),
      ],
    })
    expect(home.overlappingLoops).toEqual([])
    expect(home.template).toEqual({ id: 'tpl', name: 'Standard' })
    expect(home.sections.map((section) => section.slide?.id)).toEqual(['slide-b', 'slide-th'])
    expect(home.sections[1].countdownEndsAt).toBe(december.endAt)
  })

  it('shows each device its own picture and each country its own loop and product slides', () => {
    const mobile = composeHomeAt(schedule, at('2026-12-01T00:00:00Z'), { device: 'mobile', country: 'TH' })
    expect(mobile.loop?.banners[0].image).toBe('d1-mobile.png')
    const malaysia = composeHomeAt(schedule, at('2026-12-01T00:00:00Z'), { device: 'tablet', country: 'MY' })
    expect(malaysia.loop).toBeNull()
    expect(malaysia.sections.map((section) => section.name)).toEqual(['Brands', 'Best MY'])
  })

  it('shows the later-starting loop first where two overlap, and names the other', () => {
    const home = composeHomeAt(schedule, at(fromZonedInput('2026-12-12T09:00')), thDesktop)
    expect(home.loop?.id).toBe('loop-late')
    expect(home.overlappingLoops).toEqual([{ id: 'loop-dec', name: 'December' }])
  })
})

describe('the timeline', () => {
  const timeline = timelineOf(
    schedule,
    { from: at(fromZonedInput('2026-11-30T00:00')), to: at(fromZonedInput('2027-01-07T00:00')) },
    thDesktop,
  )
  const loopRow = timeline.rows.find((row) => row.key === 'loop')

  it('marks each stretch of the loop as live, overlapping or a gap, changing exactly at the Bangkok midnight', () => {
    expect(loopRow?.segments.map(({ from, state, ids }) => ({ from, state, ids }))).toEqual([
      { from: '2026-11-29T17:00:00.000Z', state: 'live', ids: ['loop-nov'] },
      { from: '2026-11-30T17:00:00.000Z', state: 'live', ids: ['loop-dec'] },
      { from: '2026-12-09T17:00:00.000Z', state: 'overlap', ids: ['loop-late', 'loop-dec'] },
      { from: '2026-12-14T17:00:00.000Z', state: 'live', ids: ['loop-late'] },
      { from: '2026-12-30T17:00:00.000Z', state: 'gap', ids: [] },
    ])
  })

  it('has a row per section of the default template for the country, and lists gaps and overlaps in time order', () => {
    expect(timeline.rows.map((row) => row.key)).toEqual(['loop', 'template', 'section.0', 'section.1'])
    const problems = problemsOf(timeline).map(
      ({ row, segment }) => `${row.key}:${segment.state}@${segment.from}`,
    )
    expect(problems).toEqual([
      'section.0:gap@2026-11-29T17:00:00.000Z',
      'loop:overlap@2026-12-09T17:00:00.000Z',
      'section.0:gap@2026-12-14T17:00:00.000Z',
      'loop:gap@2026-12-30T17:00:00.000Z',
    ])
  })
})
