import { describe, expect, it } from 'vitest'
import { csvCell, csvRow } from '../../../server/lib/csv'
import { decodeKeyset, encodeKeyset } from '../../../server/lib/paging'
import { imageDimensions, sniffFormat } from '../../../server/lib/storage/fileSignature'
import { createLocalStorage } from '../../../server/lib/storage/localStorage'
import { newObjectKey, parseObjectKey, pathInside } from '../../../server/lib/storage/objectKeys'
import { createS3Storage } from '../../../server/lib/storage/s3Storage'
import { downloadWindow } from '../../../server/lib/storage/storage'
import { gifOf, jpegOf, mp4Of, pngOf } from '../../support/images'

describe('CSV cells', () => {
  it('defuses cells a spreadsheet would run as formulas', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toMatch(/^"?'/)
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    expect(csvCell('สมชาย')).toBe('สมชาย')
    expect(csvCell(-5)).toBe('-5')
    expect(csvCell(null)).toBe('')
    expect(csvRow(['a', null, 3])).toBe('a,,3\r\n')
  })
})

describe('object keys', () => {
  it('are made from the module and extension only', () => {
    const key = newObjectKey('product', '../../x/Photo.JPEG', new Date('2024-05-06T00:00:00Z'))
    expect(key?.key).toMatch(/^product\/202405\/[0-9a-f-]{36}\.jpeg$/)
    expect(key?.format).toBe('jpeg')
    expect(newObjectKey('avatar', 'x.gif')).toBeNull()
  })

  it('refuse anything that is not such a key, and never resolve outside the folder', () => {
    const good = 'avatar/202401/0f8fad5b-d9cb-469f-a165-70867728950e.png'
    expect(parseObjectKey(good)).toMatchObject({ module: 'avatar', format: 'png' })
    for (const bad of [
      '../avatar/202401/0f8fad5b-d9cb-469f-a165-70867728950e.png',
      'avatar/202401/../../etc/passwd',
      'avatar/202401/0f8fad5b-d9cb-469f-a165-70867728950e.png/..',
      '/etc/passwd',
      'avatar/202401/0f8fad5b-d9cb-469f-a165-70867728950e.gif',
      'avatar\\202401\\0f8fad5b-d9cb-469f-a165-70867728950e.png',
    ])
      expect(parseObjectKey(bad), bad).toBeNull()
    expect(() => pathInside('/srv/storage', '../etc/passwd')).toThrow()
    expect(pathInside('/srv/storage', good)).toBe(`/srv/storage/${good}`)
  })
})

describe('file signatures', () => {
  it('tell the real type from the first bytes', () => {
    expect(sniffFormat(pngOf(1, 1))).toBe('png')
    expect(sniffFormat(jpegOf(1, 1))).toBe('jpeg')
    expect(sniffFormat(gifOf(1, 1))).toBe('gif')
    expect(sniffFormat(mp4Of())).toBe('mp4')
    expect(sniffFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    const quicktime = mp4Of()
    quicktime.write('qt  ', 8, 'latin1')
    expect(sniffFormat(quicktime)).toBeNull()
  })

  it('read image dimensions', () => {
    expect(imageDimensions(pngOf(650, 651))).toEqual({ width: 650, height: 651 })
    expect(imageDimensions(jpegOf(1024, 768))).toEqual({ width: 1024, height: 768 })
    expect(imageDimensions(Buffer.from('nope'))).toBeNull()
  })
})

describe('signed URLs', () => {
  const key = 'avatar/202401/0f8fad5b-d9cb-469f-a165-70867728950e.png'

  it('of the local driver check method, key, expiry and signature', async () => {
    let now = 1_700_000_000
    const storage = createLocalStorage({
      dir: '/tmp/x',
      key: Buffer.alloc(32, 7),
      ttl: { upload: 900, download: 3600 },
      now: () => now,
    })
    const url = new URL(await storage.uploadUrl(key), 'http://host')
    const expires = url.searchParams.get('expires') as string
    const signature = url.searchParams.get('signature') as string
    expect(Number(expires)).toBe(now + 900)
    expect(storage.check('PUT', key, expires, signature)).toBe('ok')
    expect(storage.check('GET', key, expires, signature)).toBe('invalid')
    expect(storage.check('PUT', key.replace('0f8f', '1f8f'), expires, signature)).toBe('invalid')
    expect(storage.check('PUT', key, String(Number(expires) + 1), signature)).toBe('invalid')
    expect(storage.check('PUT', key, expires, '')).toBe('invalid')
    now += 901
    expect(storage.check('PUT', key, expires, signature)).toBe('expired')
  })

  it('for downloads stay the same within a period and last at least one TTL', () => {
    expect(downloadWindow(7200, 3600)).toEqual({ start: 7200, expires: 14400 })
    expect(downloadWindow(10799, 3600)).toEqual({ start: 7200, expires: 14400 })
  })

  it('of the S3 driver are presigned for the bucket, write once, without a checksum of an empty body', async () => {
    // No S3-compatible server runs here: this checks the URLs the driver generates, not a real upload.
    const storage = createS3Storage(
      {
        driver: 's3',
        bucket: 'bo-uploads',
        region: 'ap-southeast-1',
        endpoint: 'http://127.0.0.1:9000',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret-example',
        forcePathStyle: true,
      },
      { upload: 900, download: 3600 },
      undefined,
      () => 1_700_000_000,
    )
    const put = new URL(await storage.uploadUrl(key))
    expect(`${put.origin}${put.pathname}`).toBe(`http://127.0.0.1:9000/bo-uploads/${key}`)
    expect(put.searchParams.get('X-Amz-Expires')).toBe('900')
    expect(put.searchParams.get('X-Amz-Credential')).toMatch(
      /^AKIAEXAMPLE\/\d{8}\/ap-southeast-1\/s3\/aws4_request$/,
    )
    expect(put.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
    expect([...put.searchParams.keys()].filter((name) => /checksum/i.test(name))).toEqual([])
    // Conditional: the bucket refuses the PUT when the key already holds an object (write once).
    expect(put.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(['host', 'if-none-match'])

    const get = new URL(await storage.downloadUrl(key))
    expect(get.searchParams.get('response-content-type')).toBe('image/png')
    expect(get.searchParams.get('X-Amz-Date')).toBe('20231114T220000Z')
    expect(get.searchParams.get('X-Amz-Expires')).toBe('7200')
    expect(await storage.downloadUrl(key)).toBe(get.toString())
  })
})

describe('keyset cursors', () => {
  it('round-trip, and anything else is refused', () => {
    const keyset = { at: '2024-03-01 00:00:00.123456+00', id: '0f8fad5b-d9cb-469f-a165-70867728950e' }
    expect(decodeKeyset(encodeKeyset(keyset))).toEqual(keyset)
    expect(decodeKeyset(undefined)).toBeNull()
    for (const bad of [
      'x',
      Buffer.from('["now","1"]').toString('base64url'),
      Buffer.from('{}').toString('base64url'),
    ])
      expect(() => decodeKeyset(bad)).toThrow()
  })
})
