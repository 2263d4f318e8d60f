// What the home page shows at an instant, for a device and a country: one pure answer shared by the
// server's active reads and the back-office's preview and timeline, so the storefront and the preview
// never disagree. Instants are UTC; the platform's clock (Asia/Bangkok) is only how they are shown.
import type { BannerDevice, HomeSectionIcon, HomeSectionType } from './appearance'

export interface Period {
  startAt: string
  endAt: string
}

export interface ScheduledBanner extends Period {
  id: string
  name: string
  hyperlink: string
  duration: number
  /** The picture shown on each device (a URL in answers, a key where nothing is shown). */
  images: Record<BannerDevice, string>
}

export interface ScheduledLoop extends Period {
  id: string
  name: string
  country: string
  banners: readonly ScheduledBanner[]
}

export interface ScheduledBannerSlide extends Period {
  id: string
  name: string
  banners: readonly ScheduledBanner[]
}

export interface ScheduledProduct {
  id: string
  productCode: string
  name: string
  imageUrl: string | null
}

export interface ScheduledProductSlide extends Period {
  id: string
  name: string
  country: string
  products: readonly ScheduledProduct[]
}

export interface ScheduledSection {
  name: string
  icon: HomeSectionIcon
  type: HomeSectionType
  slideId: string
  /** A product slide's country: its section is part of that country's page only. */
  country: string | null
  countdown: { enabled: boolean; startAt: string | null; endAt: string | null }
}

export interface ScheduledTemplate {
  id: string
  name: string
  isDefault: boolean
  sections: readonly ScheduledSection[]
}

/** Everything that decides the home page, as the server reads it once. */
export interface Schedule {
  loops: readonly ScheduledLoop[]
  bannerSlides: readonly ScheduledBannerSlide[]
  productSlides: readonly ScheduledProductSlide[]
  templates: readonly ScheduledTemplate[]
}

export interface Viewer {
  device: BannerDevice
  country: string
}

/** Live from its start (included) to its end (excluded): at 17:00:00 UTC a period starting then is live. */
export const isLiveAt = (period: Period, at: number): boolean =>
  Date.parse(period.startAt) <= at && at < Date.parse(period.endAt)

/**
 * The live ones of `items` at `at`, the one shown first: the latest to start wins an overlap (the newer
 * plan replaces the older), ties going to the greater id so every reader picks the same.
 */
export function liveAt<T extends Period & { id: string }>(items: readonly T[], at: number): T[] {
  return items
    .filter((item) => isLiveAt(item, at))
    .sort((a, b) => Date.parse(b.startAt) - Date.parse(a.startAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
}

export interface ShownBanner {
  id: string
  name: string
  hyperlink: string
  duration: number
  image: string
}

const shownBanners = (banners: readonly ScheduledBanner[], at: number, device: BannerDevice): ShownBanner[] =>
  banners
    .filter((banner) => isLiveAt(banner, at))
    .map(({ id, name, hyperlink, duration, images }) => ({
      id,
      name,
      hyperlink,
      duration,
      image: images[device],
    }))

export interface ShownLoop {
  id: string
  name: string
  banners: ShownBanner[]
  totalDuration: number
}

export interface ShownSection {
  name: string
  icon: HomeSectionIcon
  type: HomeSectionType
  slideId: string
  /** The slide when it is live at the instant; null is a gap in this place. */
  slide: { id: string; name: string; banners: ShownBanner[]; products: ScheduledProduct[] } | null
  /** The count-down's end when it runs at the instant. */
  countdownEndsAt: string | null
}

export interface HomeComposition {
  at: string
  device: BannerDevice
  country: string
  loop: ShownLoop | null
  /** The other loops live for the country at the same instant: an overlap the timeline marks. */
  overlappingLoops: { id: string; name: string }[]
  template: { id: string; name: string } | null
  sections: ShownSection[]
}

export const defaultTemplateOf = (schedule: Schedule): ScheduledTemplate | null =>
  schedule.templates.find((template) => template.isDefault) ?? null

function shownSection(
  schedule: Schedule,
  section: ScheduledSection,
  at: number,
  viewer: Viewer,
): ShownSection | null {
  const { countdown } = section
  const countdownRuns =
    countdown.enabled && countdown.startAt && countdown.endAt
      ? isLiveAt({ startAt: countdown.startAt, endAt: countdown.endAt }, at)
      : false
  const base = {
    name: section.name,
    icon: section.icon,
    type: section.type,
    slideId: section.slideId,
    countdownEndsAt: countdownRuns ? countdown.endAt : null,
  }
  if (section.type === 'bannerSlide') {
    const slide = schedule.bannerSlides.find((candidate) => candidate.id === section.slideId)
    const live = slide && isLiveAt(slide, at)
    return {
      ...base,
      slide: live
        ? {
            id: slide.id,
            name: slide.name,
            banners: shownBanners(slide.banners, at, viewer.device),
            products: [],
          }
        : null,
    }
  }
  // A product slide belongs to one country: its section is not part of another country's page.
  if (section.country !== viewer.country) return null
  const slide = schedule.productSlides.find((candidate) => candidate.id === section.slideId)
  const live = slide && isLiveAt(slide, at)
  return {
    ...base,
    slide: live ? { id: slide.id, name: slide.name, banners: [], products: [...slide.products] } : null,
  }
}

/** The home page at `at` for one device and country: the loop, the default template and its sections. */
export function composeHomeAt(schedule: Schedule, at: number, viewer: Viewer): HomeComposition {
  const loops = liveAt(
    schedule.loops.filter((loop) => loop.country === viewer.country),
    at,
  )
  const [current, ...others] = loops
  const banners = current ? shownBanners(current.banners, at, viewer.device) : []
  const template = defaultTemplateOf(schedule)
  return {
    at: new Date(at).toISOString(),
    device: viewer.device,
    country: viewer.country,
    loop: current
      ? {
          id: current.id,
          name: current.name,
          banners,
          totalDuration: banners.reduce((sum, banner) => sum + banner.duration, 0),
        }
      : null,
    overlappingLoops: others.map(({ id, name }) => ({ id, name })),
    template: template && { id: template.id, name: template.name },
    sections: (template?.sections ?? []).flatMap((section) => {
      const shown = shownSection(schedule, section, at, viewer)
      return shown ? [shown] : []
    }),
  }
}
