// What the timeline and preview stories show: a Thai home page around a Bangkok midnight, with the
// appearance texts in both languages (the stories load no area on their own).
import enAppearance from '../../../../locales/en/appearance.json'
import thAppearance from '../../../../locales/th/appearance.json'
import type { HomeComposition, HomeTimeline } from '../../../api/appearance'
import { addNamespaces } from '../../../ui/i18n'
import { SAMPLE_PHOTO } from '../../../ui/storySamples'

addNamespaces({ en: { appearance: enAppearance }, th: { appearance: thAppearance } })

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const day = (n: number) => new Date(Date.UTC(2026, 10, 30 + n, 17)).toISOString()

export const SAMPLE_TIMELINE: HomeTimeline = {
  from: day(-1),
  to: day(27),
  device: 'desktop',
  country: 'TH',
  rows: [
    {
      key: 'loop',
      label: 'loop',
      segments: [
        { from: day(-1), to: day(0), state: 'live', names: ['Thailand: this month'], ids: [ID(1)] },
        { from: day(0), to: day(8), state: 'live', names: ['Songkran'], ids: [ID(2)] },
        {
          from: day(8),
          to: day(11),
          state: 'overlap',
          names: ['Flash weekend', 'Songkran'],
          ids: [ID(3), ID(2)],
        },
        { from: day(11), to: day(13), state: 'gap', names: [], ids: [] },
        { from: day(13), to: day(27), state: 'live', names: ['Year-end sale'], ids: [ID(4)] },
      ],
    },
    {
      key: 'template',
      label: 'template',
      segments: [{ from: day(-1), to: day(27), state: 'live', names: ['Standard home'], ids: [ID(5)] }],
    },
    {
      key: 'section.0',
      label: 'Featured brands',
      segments: [
        { from: day(-1), to: day(20), state: 'live', names: ['Featured brands'], ids: [ID(6)] },
        { from: day(20), to: day(27), state: 'gap', names: [], ids: [] },
      ],
    },
  ],
}

const banner = (n: number, name: string, duration: number) => ({
  id: ID(n),
  name,
  hyperlink: '/promotions/songkran',
  duration,
  image: SAMPLE_PHOTO,
})

export const SAMPLE_HOME: HomeComposition = {
  at: day(0),
  device: 'desktop',
  country: 'TH',
  loop: {
    id: ID(2),
    name: 'Songkran',
    totalDuration: 10,
    banners: [banner(10, 'Water festival', 4), banner(11, 'Family trip', 6)],
  },
  overlappingLoops: [],
  template: { id: ID(5), name: 'Standard home' },
  sections: [
    {
      name: 'Featured brands',
      icon: 'star',
      type: 'bannerSlide',
      slideId: ID(6),
      slide: { id: ID(6), name: 'Featured brands', banners: [banner(12, 'Herbal care', 5)], products: [] },
      countdownEndsAt: null,
    },
    {
      name: 'Best sellers in Thailand',
      icon: 'fire',
      type: 'productSlide',
      slideId: ID(7),
      slide: {
        id: ID(7),
        name: 'Thailand: best sellers',
        banners: [],
        products: [
          { id: ID(20), productCode: 'TH-100231', name: 'Jasmine rice 5 kg', imageUrl: SAMPLE_PHOTO },
          { id: ID(21), productCode: 'TH-100877', name: 'Herbal balm', imageUrl: SAMPLE_PHOTO },
        ],
      },
      countdownEndsAt: day(5),
    },
    {
      name: 'New arrivals',
      icon: 'sparkles',
      type: 'bannerSlide',
      slideId: ID(8),
      slide: null,
      countdownEndsAt: null,
    },
  ],
}
