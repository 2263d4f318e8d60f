// The home page's appearance (spec sections 3, 5 and 9): banner loops, section banner and product
// slides, home-page templates, and the rules their fields follow, judged the same way by the forms and
// the server. Publish periods are instants (UTC); "not in the past" is judged against the `now` handed
// in, which the server takes from its own clock.
import { COUNTRY_CODES, type CountryCode, TEXT_MAX_LENGTH } from './constants'
import type { FieldErrors, MessageKey } from './validators'

export const BANNER_DEVICES = ['desktop', 'tablet', 'mobile'] as const
export type BannerDevice = (typeof BANNER_DEVICES)[number]

/** Spec section 9: a banner stays on screen 1 to 10 seconds before the next one. */
export const BANNER_DURATION_MIN_SECONDS = 1
export const BANNER_DURATION_MAX_SECONDS = 10

/** What a loop promotes: a `product` or a `promotion` loop leads to one product, named by its SKU. */
export const BANNER_LOOP_TYPES = ['general', 'product', 'promotion'] as const
export type BannerLoopType = (typeof BANNER_LOOP_TYPES)[number]
export const loopTypeNeedsSku = (type: BannerLoopType): boolean => type !== 'general'

export const HOME_SECTION_TYPES = ['productSlide', 'bannerSlide'] as const
export type HomeSectionType = (typeof HOME_SECTION_TYPES)[number]

/** The icons a home-page section's title can carry. */
export const HOME_SECTION_ICONS = ['star', 'fire', 'gift', 'tag', 'sparkles', 'heart', 'clock'] as const
export type HomeSectionIcon = (typeof HOME_SECTION_ICONS)[number]

/** The most banners one loop or slide holds, products one slide holds, sections one template holds. */
export const MAX_BANNERS_PER_OWNER = 20
export const MAX_PRODUCTS_PER_SLIDE = 30
export const MAX_SECTIONS_PER_TEMPLATE = 20
export const SKU_MAX_LENGTH = 40
export const HYPERLINK_MAX_LENGTH = 2000

export const isCountryCode = (value: string): value is CountryCode =>
  (COUNTRY_CODES as readonly string[]).includes(value)

/**
 * A banner's link: an http(s) address, or a path of the storefront ('/promotions/rainy-season'). Every
 * other scheme (`javascript:`, `data:`, `vbscript:`, `file:`...) and a protocol-relative '//host' are
 * refused: the storefront puts the link in an `href`, where they would run or leave the shop unseen.
 */
export function isSafeHyperlink(value: string): boolean {
  const link = value.trim()
  if (!link || link.length > HYPERLINK_MAX_LENGTH) return false
  // Control characters and spaces let browsers read a scheme the pattern below never saw.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is refused
  if (/[\u0000-\u0020\u007f\\]/.test(link)) return false
  if (link.startsWith('/')) return !link.startsWith('//')
  if (!/^https?:\/\//i.test(link)) return false
  try {
    const url = new URL(link)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0
  } catch {
    return false
  }
}

/** The start of the minute `now` falls in: a period entered to the minute may start in the current one. */
const minuteOf = (now: number) => Math.floor(now / 60_000) * 60_000

export interface PeriodRule {
  now: number
  /** Whether the start is judged against `now`: on create, and on an edit that moves it. */
  startMustBeFuture: boolean
}

/**
 * A publish period: both ends required and real instants, the end after the start and not in the past,
 * and the start not in the past where `startMustBeFuture` (spec section 5).
 */
export function periodErrors(
  startAt: string | undefined,
  endAt: string | undefined,
  { now, startMustBeFuture }: PeriodRule,
): FieldErrors<'startAt' | 'endAt'> {
  const errors: FieldErrors<'startAt' | 'endAt'> = {}
  const start = startAt ? Date.parse(startAt) : Number.NaN
  const end = endAt ? Date.parse(endAt) : Number.NaN
  if (!startAt) errors.startAt = 'required_fields'
  else if (Number.isNaN(start)) errors.startAt = 'publish_time_invalid'
  else if (startMustBeFuture && start < minuteOf(now)) errors.startAt = 'publish_start_in_past'
  if (!endAt) errors.endAt = 'required_fields'
  else if (Number.isNaN(end)) errors.endAt = 'publish_time_invalid'
  else if (!Number.isNaN(start) && end <= start) errors.endAt = 'publish_end_before_start'
  else if (end <= now) errors.endAt = 'publish_end_in_past'
  return errors
}

function nameProblem(value: string | undefined): MessageKey | null {
  const name = (value ?? '').trim()
  if (!name) return 'required_fields'
  return name.length > TEXT_MAX_LENGTH ? 'text_too_long' : null
}

export type BannerField = 'name' | 'hyperlink' | 'duration' | `images.${BannerDevice}` | 'startAt' | 'endAt'

export interface BannerFields {
  name: string
  hyperlink: string
  /** Seconds on screen. */
  duration: number
  images: Record<BannerDevice, string>
  startAt: string
  endAt: string
}

export const isBannerDuration = (seconds: number): boolean =>
  Number.isInteger(seconds) &&
  seconds >= BANNER_DURATION_MIN_SECONDS &&
  seconds <= BANNER_DURATION_MAX_SECONDS

/** A banner's fields: name, a safe link, 1 to 10 seconds, an image per device, a publish period. */
export function validateBanner(form: Partial<BannerFields>, rule: PeriodRule): FieldErrors<BannerField> {
  const errors: FieldErrors<BannerField> = {}
  const name = nameProblem(form.name)
  if (name) errors.name = name
  if (!form.hyperlink?.trim()) errors.hyperlink = 'required_fields'
  else if (!isSafeHyperlink(form.hyperlink)) errors.hyperlink = 'banner_link_refused'
  if (form.duration === undefined || Number.isNaN(form.duration)) errors.duration = 'required_fields'
  else if (!isBannerDuration(form.duration)) errors.duration = 'banner_duration_range'
  for (const device of BANNER_DEVICES)
    if (!form.images?.[device]) errors[`images.${device}`] = 'required_fields'
  return { ...errors, ...periodErrors(form.startAt, form.endAt, rule) }
}

export type LoopField = 'name' | 'country' | 'type' | 'sku' | 'startAt' | 'endAt'

export interface LoopFields {
  name: string
  country: string
  type: BannerLoopType
  sku: string
  startAt: string
  endAt: string
}

/** A loop's fields: a name, one of the seven countries, a SKU where its type needs one, a period. */
export function validateLoop(form: Partial<LoopFields>, rule: PeriodRule): FieldErrors<LoopField> {
  const errors: FieldErrors<LoopField> = {}
  const name = nameProblem(form.name)
  if (name) errors.name = name
  if (!form.country) errors.country = 'required_fields'
  else if (!isCountryCode(form.country)) errors.country = 'country_unknown'
  if (!form.type) errors.type = 'required_fields'
  else if (loopTypeNeedsSku(form.type)) {
    const sku = (form.sku ?? '').trim()
    if (!sku) errors.sku = 'sku_required'
    else if (sku.length > SKU_MAX_LENGTH) errors.sku = 'text_too_long'
  }
  return { ...errors, ...periodErrors(form.startAt, form.endAt, rule) }
}

export type SlideField = 'name' | 'country' | 'startAt' | 'endAt'

/** A section slide: a name and a period, and for a product slide one of the seven countries. */
export function validateSlide(
  form: { name?: string; country?: string; startAt?: string; endAt?: string },
  rule: PeriodRule & { needsCountry: boolean },
): FieldErrors<SlideField> {
  const errors: FieldErrors<SlideField> = {}
  const name = nameProblem(form.name)
  if (name) errors.name = name
  if (rule.needsCountry) {
    if (!form.country) errors.country = 'required_fields'
    else if (!isCountryCode(form.country)) errors.country = 'country_unknown'
  }
  return { ...errors, ...periodErrors(form.startAt, form.endAt, rule) }
}

export interface HomeSectionFields {
  name: string
  icon: HomeSectionIcon
  type: HomeSectionType
  slideId: string
  countdown: { enabled: boolean; startAt?: string | null; endAt?: string | null }
}

/**
 * One section of a template, its errors keyed `sections.<n>.<field>`: a name, a slide, and a count-down
 * period (ending after it starts) when the count-down is on. Whether the slide exists is the server's.
 */
export function validateSections(sections: readonly HomeSectionFields[]): Record<string, MessageKey> {
  const errors: Record<string, MessageKey> = {}
  sections.forEach((section, n) => {
    const name = nameProblem(section.name)
    if (name) errors[`sections.${n}.name`] = name
    if (!section.slideId) errors[`sections.${n}.slideId`] = 'required_fields'
    if (!section.countdown.enabled) return
    const { startAt, endAt } = section.countdown
    if (!startAt) errors[`sections.${n}.countdown.startAt`] = 'required_fields'
    if (!endAt) errors[`sections.${n}.countdown.endAt`] = 'required_fields'
    else if (startAt && Date.parse(endAt) <= Date.parse(startAt))
      errors[`sections.${n}.countdown.endAt`] = 'publish_end_before_start'
  })
  return errors
}
