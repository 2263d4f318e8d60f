// A banner's picture per device (spec section 5's upload rules, narrowed for banners): the types taken,
// the largest file, and the smallest and largest pixel size, so a desktop banner is wide enough for a
// desktop screen and a mobile one is not a desktop picture squeezed. The browser checks a chosen file
// with these; the server checks the stored bytes again before a banner holds them.
import type { BannerDevice } from './appearance'
import { MEGABYTE } from './constants'
import type { ImageSize, UploadProblem } from './uploadRules'
import { extensionOf } from './uploadRules'

export interface BannerImageRule {
  extensions: readonly string[]
  maxBytes: number
  min: ImageSize
  max: ImageSize
}

const BANNER_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const

export const BANNER_IMAGE_RULES: Record<BannerDevice, BannerImageRule> = {
  desktop: {
    extensions: BANNER_EXTENSIONS,
    maxBytes: 5 * MEGABYTE,
    min: { width: 1440, height: 480 },
    max: { width: 3840, height: 1600 },
  },
  tablet: {
    extensions: BANNER_EXTENSIONS,
    maxBytes: 4 * MEGABYTE,
    min: { width: 1024, height: 400 },
    max: { width: 2560, height: 1600 },
  },
  mobile: {
    extensions: BANNER_EXTENSIONS,
    maxBytes: 3 * MEGABYTE,
    min: { width: 640, height: 640 },
    max: { width: 1440, height: 1800 },
  },
}

const formats = (rule: BannerImageRule) => rule.extensions.map((extension) => `.${extension}`).join(', ')

/** A chosen file's name and size against its device's rule, before anything is read from it. */
export function checkBannerFile(
  device: BannerDevice,
  file: { name: string; size: number },
): UploadProblem | null {
  const rule = BANNER_IMAGE_RULES[device]
  if (!rule.extensions.includes(extensionOf(file.name)))
    return { key: 'invalid-format-file', vars: { formats: formats(rule) } }
  if (file.size > rule.maxBytes) return { key: 'file-size-exceeded', vars: { max: rule.maxBytes / MEGABYTE } }
  return null
}

/** An image's byte count and pixel size against its device's rule. */
export function checkBannerImage(device: BannerDevice, bytes: number, size: ImageSize): UploadProblem | null {
  const rule = BANNER_IMAGE_RULES[device]
  if (bytes > rule.maxBytes) return { key: 'file-size-exceeded', vars: { max: rule.maxBytes / MEGABYTE } }
  if (size.width < rule.min.width || size.height < rule.min.height)
    return { key: 'image-below-minimum', vars: { ...rule.min } }
  if (size.width > rule.max.width || size.height > rule.max.height)
    return { key: 'image-above-maximum', vars: { ...rule.max } }
  return null
}
