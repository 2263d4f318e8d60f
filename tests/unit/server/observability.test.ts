import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { requestIdOf } from '../../../server/http/requestId'
import { addressList, createAllowList, DEFAULT_METRICS_ALLOW } from '../../../server/lib/addressAllowList'
import { AppError } from '../../../server/lib/errors'
import { uploadRejectionOf } from '../../../server/modules/uploads/uploadRejection'

describe('the address allow list (METRICS_ALLOW)', () => {
  it('lets loopback in by default, over IPv4, IPv6 and IPv4 mapped into IPv6', () => {
    const allowed = createAllowList(addressList({}, 'METRICS_ALLOW', DEFAULT_METRICS_ALLOW))
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(allowed(address)).toBe(true)
    for (const address of ['10.0.0.1', '::2', '::ffff:10.0.0.1', '', undefined, 'localhost'])
      expect(allowed(address)).toBe(false)
  })

  it('takes single addresses and CIDR ranges of both families', () => {
    const allowed = createAllowList(
      addressList({ METRICS_ALLOW: ' 10.1.0.0/16, 192.0.2.7 ,2001:db8::/32' }, 'METRICS_ALLOW', ''),
    )
    expect(allowed('10.1.255.3')).toBe(true)
    expect(allowed('10.2.0.1')).toBe(false)
    expect(allowed('192.0.2.7')).toBe(true)
    expect(allowed('192.0.2.8')).toBe(false)
    expect(allowed('2001:db8:1::5')).toBe(true)
    expect(allowed('127.0.0.1')).toBe(false)
  })

  it('refuses to start with an entry that is no address or range', () => {
    for (const entry of ['10.0.0.0/33', 'example.com', '10.0.0.0/8/1', '::1/129', '10.0.0.0/x'])
      expect(() => addressList({ METRICS_ALLOW: entry }, 'METRICS_ALLOW', '')).toThrow(
        `METRICS_ALLOW holds ${entry}`,
      )
  })
})

describe('request ids', () => {
  const raw = (id?: string) =>
    ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage
  const UUID = /^[0-9a-f-]{36}$/

  it("keeps a trusted proxy's valid id and makes one otherwise", () => {
    expect(requestIdOf(true)(raw('lb-1.2:3_x'))).toBe('lb-1.2:3_x')
    expect(requestIdOf(false)(raw('lb-1.2:3_x'))).toMatch(UUID)
    expect(requestIdOf(true)(raw())).toMatch(UUID)
    for (const bad of ['a b', 'x'.repeat(65), '<script>', 'é'])
      expect(requestIdOf(true)(raw(bad))).toMatch(UUID)
  })
})

describe('upload rejection classes', () => {
  it('class each refusal by what went wrong, not by its message', () => {
    expect(uploadRejectionOf(new AppError(403, 'staffAccess.errors.signed_url_expired'))).toBe('signature')
    expect(uploadRejectionOf(new AppError(413, 'staffAccess.errors.upload_too_large'))).toBe('tooLarge')
    expect(uploadRejectionOf(new AppError(409, 'staffAccess.errors.upload_already_stored'))).toBe('duplicate')
    expect(uploadRejectionOf(new AppError(400, 'staffAccess.errors.upload_key_invalid'))).toBe('key')
    expect(uploadRejectionOf(new AppError(400, 'validation:invalid-format-file'))).toBe('format')
    expect(uploadRejectionOf(new AppError(400, 'staffAccess.errors.file_content_mismatch'))).toBe('content')
    expect(uploadRejectionOf(new Error('disk full'))).toBe('error')
  })
})
