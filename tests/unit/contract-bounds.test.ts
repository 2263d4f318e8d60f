import { describe, expect, it } from 'vitest'
import { loadContract } from '../../server/contract'
import {
  AUTHENTICATOR_CODE_LENGTH,
  EDITOR_MAX_CHARACTERS,
  EMAIL_MAX_LENGTH,
  NOTIFICATION_PAGE_SIZE,
  OTP_LENGTH,
  PAGE_SIZE_OPTIONS,
  PHONE_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../../src/domain/constants'

type Schema = Record<string, unknown>

const contract = loadContract()
const schemas = (contract.components as { schemas: Record<string, Schema> }).schemas
const parameter = (path: string, method: string, name: string) =>
  (
    contract.paths[path][method] as unknown as { parameters: { name?: string; schema: Schema }[] }
  ).parameters.find((entry) => entry.name === name)?.schema

describe("the contract's bounds are the spec's (sections 5 and 9)", () => {
  it('e-mail, search, phone and text inputs', () => {
    expect(schemas.Email.maxLength).toBe(EMAIL_MAX_LENGTH)
    expect(schemas.StaffEmail.maxLength).toBe(EMAIL_MAX_LENGTH)
    expect(schemas.SearchTerm.maxLength).toBe(SEARCH_MAX_LENGTH)
    expect(schemas.PhoneNumber.maxLength).toBe(PHONE_MAX_LENGTH)
    for (const name of ['StaffName', 'JobTitle', 'FreeText', 'ReportedOs', 'Message'])
      expect(schemas[name].maxLength, name).toBe(TEXT_MAX_LENGTH)
  })

  it('one-time and authenticator codes', () => {
    expect(schemas.SixDigitCode.maxLength).toBe(OTP_LENGTH)
    expect(schemas.SixDigitCode.maxLength).toBe(AUTHENTICATOR_CODE_LENGTH)
  })

  it('page sizes: the list options, and 20 for the bell', () => {
    expect(schemas.PageSize.enum).toEqual([...PAGE_SIZE_OPTIONS])
    expect(schemas.PageSize.minimum).toBe(Math.min(...PAGE_SIZE_OPTIONS))
    expect(schemas.PageSize.maximum).toBe(Math.max(...PAGE_SIZE_OPTIONS))
    const bellPageSize = parameter('/admin/notifications', 'get', 'pageSize')
    expect(bellPageSize?.default).toBe(NOTIFICATION_PAGE_SIZE)
    expect(bellPageSize?.maximum).toBe(Math.max(...PAGE_SIZE_OPTIONS))
  })

  it("a notification's detail holds what the editor allows", () => {
    const notification = schemas.Notification.properties as Record<string, Schema>
    expect(notification.detail.maxLength).toBe(EDITOR_MAX_CHARACTERS)
    expect(notification.topic.maxLength).toBe(TEXT_MAX_LENGTH)
  })
})
