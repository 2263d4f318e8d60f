import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/api/apiError'
import type { InternalUser } from '../../../src/api/internalUsers'
import { fieldOfError } from '../../../src/api/serverFieldError'
import {
  initialForm,
  toCreateRequest,
  toUpdateRequest,
  validateForm,
} from '../../../src/app/internalUsers/internalUserForm'

const complete = {
  ...initialForm(null),
  firstName: ' Somchai ',
  lastName: 'Jaidee',
  jobTitle: 'Order coordinator',
  email: ' somchai@example.com ',
  phoneNumber: '0812345678',
  password: 'Staff#Pass123',
  roles: ['r1', 'r1', 'r2'],
  avatar: 'avatar/202611/a.png',
}

const existing: InternalUser = {
  _id: 'u1',
  firstName: 'Nattaya',
  lastName: 'Srisuk',
  email: 'nattaya.s@example.com',
  jobType: 'Order coordinator',
  phoneCode: '60',
  phoneNumber: '123456789',
  status: 'inactive',
  roles: [{ _id: 'r1', name: 'Order team' }],
  googleAuth: false,
  avatarUrl: '/api/storage/avatar.png',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}

describe('the internal-user form', () => {
  it('starts a new account as active, with the Thai dial code', () => {
    expect(initialForm(null)).toMatchObject({ status: 'active', phoneCode: '66', roles: [], avatar: '' })
  })

  it('asks for every rule of spec section 5 on creation', () => {
    expect(validateForm(initialForm(null), false)).toEqual({
      firstName: 'required_fields',
      lastName: 'required_fields',
      jobTitle: 'required_fields',
      email: 'please_fill_in_a_correct_email',
      phoneNumber: 'required_fields',
      password: 'password_cannot_be_empty',
      roles: 'roles_cannot_be_empty',
      avatar: 'avatar_should_not_be_empty',
    })
    expect(validateForm(complete, false)).toEqual({})
  })

  it('needs no password or new avatar to save an existing account, but still its roles', () => {
    const form = initialForm(existing)
    expect(validateForm(form, true)).toEqual({})
    expect(validateForm({ ...form, roles: [] }, true)).toEqual({ roles: 'roles_cannot_be_empty' })
  })

  it('trims what it sends, sends each role once, and the avatar on update only when it changed', () => {
    expect(toCreateRequest(complete)).toMatchObject({
      firstName: 'Somchai',
      email: 'somchai@example.com',
      roles: ['r1', 'r2'],
      avatar: 'avatar/202611/a.png',
      password: 'Staff#Pass123',
    })
    const update = toUpdateRequest(initialForm(existing))
    expect(update).not.toHaveProperty('avatar')
    expect(update).not.toHaveProperty('password')
    expect(update).toMatchObject({ status: 'inactive', phoneCode: '60', roles: ['r1'] })
  })
})

describe("the server's refusals", () => {
  it('puts a field-named message under its field', () => {
    const error = new ApiError(400, 'email: This e-mail is already in use.')
    expect(fieldOfError(error, ['email', 'password'])).toEqual({
      field: 'email',
      text: 'This e-mail is already in use.',
    })
  })

  it('keeps any other message for the whole form, and nothing for failures already toasted', () => {
    expect(fieldOfError(new ApiError(400, 'You cannot deactivate your own account.'), ['email'])).toEqual({
      field: null,
      text: 'You cannot deactivate your own account.',
    })
    expect(fieldOfError(new ApiError(400, 'dateOfBirth: in the future'), ['email'])).toEqual({
      field: null,
      text: 'dateOfBirth: in the future',
    })
    expect(fieldOfError(new ApiError(500, 'Internal Server Error.'), ['email'])).toBeNull()
    expect(fieldOfError(new Error('x'), ['email'])).toBeNull()
  })
})
