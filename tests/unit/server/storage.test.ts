import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { type S3Client, S3ServiceException } from '@aws-sdk/client-s3'
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

describe('writing from the server', () => {
  const key = 'product/202601/0f8fad5b-d9cb-469f-a165-70867728950e.png'
  const s3Config = {
    driver: 's3' as const,
    bucket: 'b',
    region: 'ap-southeast-1',
    endpoint: null,
    accessKeyId: null,
    secretAccessKey: null,
    forcePathStyle: true,
  }

  it('with the local driver writes a key once and leaves what it holds', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-put-'))
    try {
      const storage = createLocalStorage({
        dir,
        key: Buffer.alloc(32, 7),
        ttl: { upload: 900, download: 3600 },
      })
      const first = pngOf(650, 650)
      expect(await storage.put(key, first, 'image/png')).toBe(true)
      expect(await fs.readFile(path.join(dir, key))).toEqual(first)
      expect(await storage.put(key, pngOf(700, 700), 'image/png')).toBe(false)
      expect(await fs.readFile(path.join(dir, key))).toEqual(first)
      // Nothing is left beside it, and the file is found as an upload's would be.
      expect(await fs.readdir(path.dirname(path.join(dir, key)))).toEqual([path.basename(key)])
      expect((await storage.inspect(key, 8))?.size).toBe(first.length)
    } finally {
      await fs.rm(dir, { recursive: true, force: true })
    }
  })

  it('with the S3 driver is a conditional PUT, and a key that holds an object is skipped', async () => {
    const sent: { If?: string; type?: string; key?: string }[] = []
    let taken = false
    const client = {
      async send(command: { input: { Key: string; IfNoneMatch?: string; ContentType?: string } }) {
        sent.push({ If: command.input.IfNoneMatch, type: command.input.ContentType, key: command.input.Key })
        if (taken)
          throw new S3ServiceException({
            name: 'PreconditionFailed',
            $fault: 'client',
            $metadata: { httpStatusCode: 412 },
          })
        return {}
      },
    } as unknown as S3Client
    const storage = createS3Storage(s3Config, { upload: 900, download: 3600 }, client)
    expect(await storage.put(key, pngOf(1, 1), 'image/png')).toBe(true)
    taken = true
    expect(await storage.put(key, pngOf(1, 1), 'image/png')).toBe(false)
    expect(sent).toEqual([
      { If: '*', type: 'image/png', key },
      { If: '*', type: 'image/png', key },
    ])
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
