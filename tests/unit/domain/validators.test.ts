import { describe, expect, it } from 'vitest'
import en from '../../../locales/en/validation.json'
import th from '../../../locales/th/validation.json'
import {
  digitsOnly,
  hasErrors,
  isEmail,
  isStrongPassword,
  type MessageKey,
  searchTerm,
  validateAuthenticatorCode,
  validateLogin,
  validateNewPassword,
  validateOtp,
  validatePasswordChange,
  validatePhoneNumber,
  validateRecoveryEmail,
  validateStaffEmail,
  validateStaffPassword,
} from '../../../src/domain/validators'

const long = (length: number) => 'a'.repeat(length)
const longEmail = `${long(251)}@x.co` // 256 characters

describe('login rules', () => {
  it('accepts a trimmed e-mail and any password', () => {
    expect(validateLogin({ username: '  staff@example.com ', password: 'x' })).toEqual({})
  })
  it('requires both fields', () => {
    expect(validateLogin({ username: '  ', password: '' })).toEqual({
      username: 'required_fields',
      password: 'required_fields',
    })
  })
  it('refuses a username that is not an e-mail', () => {
    expect(validateLogin({ username: 'staff', password: 'x' }).username).toBe('email_is_wrong_format')
  })
  it('refuses a username or password beyond 255 characters', () => {
    expect(validateLogin({ username: longEmail, password: long(256) })).toEqual({
      username: 'text_too_long',
      password: 'text_too_long',
    })
  })
})

describe('recovery e-mail rule', () => {
  it('asks for the e-mail when blank', () => {
    expect(validateRecoveryEmail(' ')).toBe('please_fill_in_your_email')
  })
  it('checks the e-mail pattern and length', () => {
    expect(validateRecoveryEmail('nobody@')).toBe('email_is_wrong_format')
    expect(validateRecoveryEmail(longEmail)).toBe('text_too_long')
    expect(validateRecoveryEmail(' staff@example.com ')).toBeNull()
  })
})

describe('one-time code rule', () => {
  it('asks for the code when empty', () => {
    expect(validateOtp('')).toBe('please_fill_OTP_code')
  })
  it('wants exactly 6 digits', () => {
    expect(validateOtp('12345')).toBe('otp_digits_only')
    expect(validateOtp('12a456')).toBe('otp_digits_only')
    expect(validateOtp('1234567')).toBe('otp_digits_only')
    expect(validateOtp('123456')).toBeNull()
  })
})

describe('authenticator code rule', () => {
  it('requires a value', () => {
    expect(validateAuthenticatorCode('  ')).toBe('required_fields')
  })
  it('wants 6 digits', () => {
    expect(validateAuthenticatorCode('12 456')).toBe('otp_digits_only')
    expect(validateAuthenticatorCode('654321')).toBeNull()
  })
})

describe('new password rules', () => {
  it('requires a password', () => {
    expect(validateNewPassword('')).toBe('required_fields')
  })
  it.each([
    ['Short1!', 'fewer than 8 characters'],
    ['alllower1!', 'no uppercase letter'],
    ['ALLUPPER1!', 'no lowercase letter'],
    ['NoDigits!!', 'no digit'],
    ['NoSpecial12', 'no special character'],
    ['Wrong1special^', 'a special character outside @$!%*#?&'],
  ])('refuses %s (%s)', (password) => {
    expect(validateNewPassword(password)).toBe('validate_password')
  })
  it('accepts a password with every kind of character', () => {
    expect(isStrongPassword('Passw0rd!')).toBe(true)
    expect(validateNewPassword('Passw0rd!')).toBeNull()
  })
  it('refuses more than 255 characters', () => {
    expect(validateNewPassword(`Aa1!${long(252)}`)).toBe('text_too_long')
  })
  it('wants a confirmation that matches', () => {
    expect(validatePasswordChange({ password: 'Passw0rd!', confirmPassword: '' })).toEqual({
      confirmPassword: 'required_fields',
    })
    expect(validatePasswordChange({ password: 'Passw0rd!', confirmPassword: 'Passw0rd?' })).toEqual({
      confirmPassword: 'the_password_confirmation_does_not_match',
    })
    expect(validatePasswordChange({ password: 'Short1!', confirmPassword: 'Short1!' })).toEqual({
      password: 'validate_password',
      confirmPassword: 'the_password_confirmation_does_not_match',
    })
    expect(validatePasswordChange({ password: 'Passw0rd!', confirmPassword: 'Passw0rd!' })).toEqual({})
  })
})

describe('internal user rules', () => {
  it('staff passwords need a letter, a digit and a special character', () => {
    expect(validateStaffPassword('')).toBe('required_fields')
    expect(validateStaffPassword('abcdefg1')).toBe('please_fill_in_a_correct_password')
    expect(validateStaffPassword('abcdef1!')).toBeNull()
  })
  it('phone numbers are up to 15 digits', () => {
    expect(validatePhoneNumber('')).toBe('required_fields')
    expect(validatePhoneNumber('08-1234')).toBe('please_fill_in_a_correct_phone_number')
    expect(validatePhoneNumber('1'.repeat(16))).toBe('please_fill_in_a_correct_phone_number')
    expect(validatePhoneNumber('0812345678')).toBeNull()
  })
  it('e-mails must be present and valid', () => {
    expect(validateStaffEmail('')).toBe('please_fill_in_a_correct_email')
    expect(validateStaffEmail('x@')).toBe('please_fill_in_a_correct_email')
    expect(validateStaffEmail('x@example.com')).toBeNull()
  })
})

describe('input helpers', () => {
  it('keeps only digits up to the limit', () => {
    expect(digitsOnly('12-34 5a678', 6)).toBe('123456')
  })
  it('does not send blank searches and cuts long ones', () => {
    expect(searchTerm('   ')).toBeNull()
    expect(searchTerm('  phone ')).toBe('phone')
    expect(searchTerm(long(300))).toHaveLength(255)
  })
  it('checks e-mails against the server pattern', () => {
    expect(isEmail('a.b+c@sub.example.co.th')).toBe(true)
    expect(isEmail('a b@example.com')).toBe(false)
  })
  it('says whether a form has errors', () => {
    expect(hasErrors({})).toBe(false)
    expect(hasErrors({ username: 'required_fields' })).toBe(true)
  })
})

describe('message keys', () => {
  const keys: MessageKey[] = [
    'required_fields',
    'email_is_wrong_format',
    'please_fill_in_your_email',
    'please_fill_OTP_code',
    'otp_digits_only',
    'validate_password',
    'the_password_confirmation_does_not_match',
    'please_fill_in_a_correct_email',
    'please_fill_in_a_correct_phone_number',
    'please_fill_in_a_correct_password',
    'text_too_long',
  ]
  it.each(keys)('%s has an English and a Thai text', (key) => {
    expect((en as Record<string, string>)[key]).toBeTruthy()
    expect((th as Record<string, string>)[key]).toBeTruthy()
  })
})
