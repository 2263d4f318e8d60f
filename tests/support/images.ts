import zlib from 'node:zlib'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

function pngFile(width: number, height: number, pixels: Buffer): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A real, decodable PNG of the given size (an orange square), small thanks to compression. */
export function pngOf(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + width * 3)
  for (let x = 0; x < width; x++) row.set([0xf9, 0x73, 0x16], 1 + x * 3)
  return pngFile(width, height, zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row))))
}

/**
 * A few hundred bytes whose valid header claims `width`×`height` pixels, with the pixel data of one
 * black row: the shape of a decompression bomb, which costs whoever decodes it the full size.
 */
export function pngBombOf(width: number, height: number): Buffer {
  return pngFile(width, height, zlib.deflateSync(Buffer.alloc(1 + width * 3)))
}

/** The markers of a baseline JPEG that say what it is and how big (enough for type and size checks). */
export function jpegOf(width: number, height: number): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0, 1, 0, 1, 0, 0,
  ])
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    3,
  ])
  const components = Buffer.from([1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, components, Buffer.from([0xff, 0xd9])])
}

export function gifOf(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.write('GIF89a', 0, 'latin1')
  header.writeUInt16LE(width, 6)
  header.writeUInt16LE(height, 8)
  return Buffer.concat([header, Buffer.from([0x3b])])
}

/** The first box of an MP4 file, padded to `size` bytes. */
export function mp4Of(size = 4096): Buffer {
  const bytes = Buffer.alloc(size)
  bytes.writeUInt32BE(24, 0)
  bytes.write('ftypisom', 4, 'latin1')
  bytes.write('isomiso2avc1', 12, 'latin1')
  return bytes
}
