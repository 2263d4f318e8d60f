import { imageSize } from 'image-size'
import type { FileFormat, ImageSize } from '../../../src/domain/uploadRules'

/** Enough leading bytes to tell the formats apart. */
export const SIGNATURE_BYTES = 64

// ISO base media brands of MP4 files (QuickTime's 'qt  ' is a different container and is refused).
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4A ',
  'MSNV',
  'dash',
  'mmp4',
  'f4v ',
])

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((byte, i) => bytes[offset + i] === byte)
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.subarray(from, to)).toString('latin1')

/** What the bytes really are, from their magic numbers, whatever the file is called. */
export function sniffFormat(bytes: Uint8Array): FileFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif'
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && MP4_BRANDS.has(ascii(bytes, 8, 12))) return 'mp4'
  return null
}

/** The pixel size of a whole image file, or null when its header cannot be read. */
export function imageDimensions(bytes: Uint8Array): ImageSize | null {
  try {
    const size = imageSize(bytes)
    if (!size.width || !size.height) return null
    // An EXIF orientation of 5 to 8 turns the picture a quarter: what people see has the sides swapped.
    const turned = size.orientation !== undefined && size.orientation >= 5
    return turned ? { width: size.height, height: size.width } : { width: size.width, height: size.height }
  } catch {
    return null
  }
}
