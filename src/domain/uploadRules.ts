// Upload rules of the specification, section 5, per module that stores files. The browser checks a
// selection before sending it; the server checks the stored bytes again before attaching them.
import {
  ARTICLE_IMAGE_MIN_SIZE,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_SIZE,
  MAX_UPLOAD_FILES,
  MAX_UPLOAD_VIDEOS,
  MEGABYTE,
  PRODUCT_IMAGE_MIN_SIZE,
  VIDEO_MAX_BYTES,
} from './constants'

export const UPLOAD_MODULES = ['avatar', 'product', 'article', 'banner', 'category', 'content'] as const
export type UploadModule = (typeof UPLOAD_MODULES)[number]

/** What a file really is, whichever of its extensions was used (.jpg and .jpeg are both jpeg). */
export type FileFormat = 'jpeg' | 'png' | 'gif' | 'mp4'
export type MediaKind = 'image' | 'video'

const FORMAT_OF_EXTENSION: Record<string, FileFormat> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  mp4: 'mp4',
}

export const KIND_OF_FORMAT: Record<FileFormat, MediaKind> = {
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  mp4: 'video',
}

export const MIME_OF_FORMAT: Record<FileFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
}

export interface ImageSize {
  width: number
  height: number
}

export interface ModuleRule {
  extensions: readonly string[]
  /** The smallest image accepted, both sides. */
  minImageSize: ImageSize | null
  maxFiles: number
  maxVideos: number
}

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const
const square = (side: number): ImageSize => ({ width: side, height: side })

/** The largest image accepted, both sides, in every module. */
export const MAX_IMAGE_SIZE: ImageSize = square(IMAGE_MAX_SIZE)

export const UPLOAD_RULES: Record<UploadModule, ModuleRule> = {
  avatar: { extensions: IMAGE_EXTENSIONS, minImageSize: null, maxFiles: 1, maxVideos: 0 },
  product: {
    extensions: [...IMAGE_EXTENSIONS, 'mp4'],
    minImageSize: square(PRODUCT_IMAGE_MIN_SIZE),
    maxFiles: MAX_UPLOAD_FILES,
    maxVideos: MAX_UPLOAD_VIDEOS,
  },
  article: {
    extensions: [...IMAGE_EXTENSIONS, 'gif'],
    minImageSize: square(ARTICLE_IMAGE_MIN_SIZE),
    maxFiles: MAX_UPLOAD_FILES,
    maxVideos: 0,
  },
  banner: { extensions: IMAGE_EXTENSIONS, minImageSize: null, maxFiles: MAX_UPLOAD_FILES, maxVideos: 0 },
  category: { extensions: IMAGE_EXTENSIONS, minImageSize: null, maxFiles: 1, maxVideos: 0 },
  // Pictures inside rich text (article bodies, FAQ answers): any size, at most ARTICLE_BODY_MAX_IMAGES.
  content: { extensions: [...IMAGE_EXTENSIONS, 'gif'], minImageSize: null, maxFiles: 1, maxVideos: 0 },
}

export type UploadProblemKey =
  | 'invalid-format-file'
  | 'file-size-exceeded'
  | 'file-count-exceeded'
  | 'image-below-minimum'
  | 'image-above-maximum'
  | 'only-one-video-allowed'

/** A message key of the `validation` namespace with the values its text names. */
export interface UploadProblem {
  key: UploadProblemKey
  vars?: Record<string, number | string>
}

export const isUploadModule = (value: string): value is UploadModule =>
  (UPLOAD_MODULES as readonly string[]).includes(value)

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase()
}

/** The format a file name announces, when the module accepts it. */
export function formatForModule(module: UploadModule, fileName: string): FileFormat | null {
  const extension = extensionOf(fileName)
  if (!UPLOAD_RULES[module].extensions.includes(extension)) return null
  return FORMAT_OF_EXTENSION[extension] ?? null
}

export const maxBytesOf = (format: FileFormat): number =>
  KIND_OF_FORMAT[format] === 'video' ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES

export const acceptedExtensions = (module: UploadModule): string =>
  UPLOAD_RULES[module].extensions.map((extension) => `.${extension}`).join(', ')

export function checkFormat(module: UploadModule, fileName: string): UploadProblem | null {
  return formatForModule(module, fileName) === null
    ? { key: 'invalid-format-file', vars: { formats: acceptedExtensions(module) } }
    : null
}

export function checkSize(format: FileFormat, size: number): UploadProblem | null {
  const max = maxBytesOf(format)
  return size > max ? { key: 'file-size-exceeded', vars: { max: max / MEGABYTE } } : null
}

/** The pixel size against the module's minimum and the maximum of every image. */
export function checkImageSize(module: UploadModule, size: ImageSize): UploadProblem | null {
  const min = UPLOAD_RULES[module].minImageSize
  if (min && (size.width < min.width || size.height < min.height))
    return { key: 'image-below-minimum', vars: { width: min.width, height: min.height } }
  if (size.width > MAX_IMAGE_SIZE.width || size.height > MAX_IMAGE_SIZE.height)
    return {
      key: 'image-above-maximum',
      vars: { width: MAX_IMAGE_SIZE.width, height: MAX_IMAGE_SIZE.height },
    }
  return null
}

/** Format and size of one file, before anything is read from it. */
export function checkFile(module: UploadModule, file: { name: string; size: number }): UploadProblem | null {
  const format = formatForModule(module, file.name)
  if (format === null) return checkFormat(module, file.name)
  return checkSize(format, file.size)
}

/**
 * Judges files chosen together, in order, against what the record already holds: each answer is the
 * file's problem or null. Files refused for their own reasons do not use up the count.
 */
export function checkSelection(
  module: UploadModule,
  existing: { files: number; videos: number },
  files: readonly { name: string; size: number }[],
): (UploadProblem | null)[] {
  const rule = UPLOAD_RULES[module]
  let count = existing.files
  let videos = existing.videos
  return files.map((file) => {
    const problem = checkFile(module, file)
    if (problem) return problem
    if (count >= rule.maxFiles) return { key: 'file-count-exceeded', vars: { max: rule.maxFiles } }
    const isVideo = KIND_OF_FORMAT[formatForModule(module, file.name) as FileFormat] === 'video'
    if (isVideo && videos >= rule.maxVideos)
      return { key: 'only-one-video-allowed', vars: { max: rule.maxVideos } }
    count++
    if (isVideo) videos++
    return null
  })
}
