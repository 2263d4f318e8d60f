import { describe, expect, it } from 'vitest'
import {
  isSafeHyperlink,
  periodErrors,
  validateBanner,
  validateLoop,
  validateSections,
} from '../../../src/domain/appearance'
import { checkBannerFile, checkBannerImage } from '../../../src/domain/bannerImages'

const NOW = Date.parse('2026-11-30T10:00:30Z')
const future = { now: NOW, startMustBeFuture: true }
const banner = {
  name: 'Rainy season',
  hyperlink: '/promotions/rainy-season',
  duration: 5,
  images: { desktop: 'banner/a.png', tablet: 'banner/b.png', mobile: 'banner/c.png' },
  startAt: '2026-12-01T00:00:00Z',
  endAt: '2026-12-08T00:00:00Z',
}

describe("a banner's link", () => {
  it('takes http(s) addresses and paths of the storefront', () => {
    for (const link of ['https://shop.example.com/sale', 'http://example.com', '/products/A100', '/'])
      expect(isSafeHyperlink(link), link).toBe(true)
  })

  it('refuses javascript:, data: and every other scheme, however written', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com',
      '//evil.example.com',
      '/\\evil.example.com',
      'https://',
      'promotions',
      '',
    ])
      expect(isSafeHyperlink(link), link).toBe(false)
  })
})

describe('a banner', () => {
  it('passes with every field right', () => {
    expect(validateBanner(banner, future)).toEqual({})
  })

  it('shows 1 to 10 whole seconds', () => {
    expect(validateBanner({ ...banner, duration: 0 }, future).duration).toBe('banner_duration_range')
    expect(validateBanner({ ...banner, duration: 11 }, future).duration).toBe('banner_duration_range')
    expect(validateBanner({ ...banner, duration: 2.5 }, future).duration).toBe('banner_duration_range')
    expect(validateBanner({ ...banner, duration: 1 }, future)).toEqual({})
    expect(validateBanner({ ...banner, duration: 10 }, future)).toEqual({})
  })

  it('needs a picture per device and a safe link', () => {
    const errors = validateBanner(
      { ...banner, hyperlink: 'javascript:alert(1)', images: { ...banner.images, mobile: '' } },
      future,
    )
    expect(errors).toEqual({ hyperlink: 'banner_link_refused', 'images.mobile': 'required_fields' })
  })
})

describe('a publish period', () => {
  it('is required, ends after it starts, and does not start in the past', () => {
    expect(periodErrors(undefined, undefined, future)).toEqual({
      startAt: 'required_fields',
      endAt: 'required_fields',
    })
    expect(periodErrors('2026-12-02T00:00:00Z', '2026-12-01T00:00:00Z', future).endAt).toBe(
      'publish_end_before_start',
    )
    expect(periodErrors('2026-11-30T09:59:00Z', '2026-12-01T00:00:00Z', future).startAt).toBe(
      'publish_start_in_past',
    )
    expect(periodErrors('yesterday', '2026-12-01T00:00:00Z', future).startAt).toBe('publish_time_invalid')
  })

  it('may start in the minute the server is in, as a time entered to the minute does', () => {
    expect(periodErrors('2026-11-30T10:00:00Z', '2026-12-01T00:00:00Z', future)).toEqual({})
  })

  it('keeps a start already passed when an edit leaves it, but never an end in the past', () => {
    const edit = { now: NOW, startMustBeFuture: false }
    expect(periodErrors('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z', edit)).toEqual({})
    expect(periodErrors('2026-11-01T00:00:00Z', '2026-11-30T09:00:00Z', edit).endAt).toBe(
      'publish_end_in_past',
    )
  })
})

describe('a banner loop', () => {
  const loop = {
    name: 'Thailand home',
    country: 'TH',
    type: 'general' as const,
    sku: '',
    startAt: banner.startAt,
    endAt: banner.endAt,
  }
  it('is for one of the seven countries, and needs a SKU when it leads to a product', () => {
    expect(validateLoop(loop, future)).toEqual({})
    expect(validateLoop({ ...loop, country: 'XX' }, future).country).toBe('country_unknown')
    expect(validateLoop({ ...loop, type: 'product' }, future).sku).toBe('sku_required')
    expect(validateLoop({ ...loop, type: 'product', sku: 'A100' }, future)).toEqual({})
  })

  it('cannot be created for a time in the past', () => {
    expect(validateLoop({ ...loop, startAt: '2026-11-29T00:00:00Z' }, future).startAt).toBe(
      'publish_start_in_past',
    )
  })
})

describe("a template's sections", () => {
  it('need a name and a slide, and a count-down period when the count-down is on', () => {
    const errors = validateSections([
      { name: 'Deals', icon: 'fire', type: 'productSlide', slideId: 'x', countdown: { enabled: false } },
      {
        name: '',
        icon: 'star',
        type: 'bannerSlide',
        slideId: '',
        countdown: { enabled: true, startAt: null },
      },
      {
        name: 'Flash',
        icon: 'clock',
        type: 'productSlide',
        slideId: 'y',
        countdown: { enabled: true, startAt: '2026-12-02T00:00:00Z', endAt: '2026-12-01T00:00:00Z' },
      },
    ])
    expect(errors).toEqual({
      'sections.1.name': 'required_fields',
      'sections.1.slideId': 'required_fields',
      'sections.1.countdown.startAt': 'required_fields',
      'sections.1.countdown.endAt': 'required_fields',
      'sections.2.countdown.endAt': 'publish_end_before_start',
    })
  })
})

describe("a banner's pictures per device", () => {
  it('takes JPEG and PNG within each device size', () => {
    expect(checkBannerFile('desktop', { name: 'a.gif', size: 10 })?.key).toBe('invalid-format-file')
    expect(checkBannerFile('mobile', { name: 'a.png', size: 4 * 1024 * 1024 })?.key).toBe(
      'file-size-exceeded',
    )
    expect(checkBannerFile('mobile', { name: 'a.JPG', size: 1000 })).toBeNull()
  })

  it('refuses a picture below or above its device bounds', () => {
    expect(checkBannerImage('desktop', 1000, { width: 1439, height: 480 })).toEqual({
      key: 'image-below-minimum',
      vars: { width: 1440, height: 480 },
    })
    expect(checkBannerImage('desktop', 1000, { width: 1440, height: 480 })).toBeNull()
    expect(checkBannerImage('mobile', 1000, { width: 1440, height: 480 })?.key).toBe('image-below-minimum')
    expect(checkBannerImage('mobile', 1000, { width: 2000, height: 2000 })?.key).toBe('image-above-maximum')
    expect(checkBannerImage('tablet', 1000, { width: 1024, height: 400 })).toBeNull()
  })
})
