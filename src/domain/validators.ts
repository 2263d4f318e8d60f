// Validation rules of the specification, section 5. Each rule answers an i18n message key
// (namespace `validation`) or null, so the SPA and the server judge input the same way.
import {
  AUTHENTICATOR_CODE_LENGTH,
  EMAIL_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from './constants'

export type MessageKey =
  | 'required_fields'
  | 'email_is_wrong_format'
  | 'please_fill_in_your_email'
  | 'please_fill_OTP_code'
  | 'otp_digits_only'
  | 'validate_password'
  | 'the_password_confirmation_does_not_match'
  | 'please_fill_in_a_correct_email'
  | 'please_fill_in_a_correct_phone_number'
  | 'please_fill_in_a_correct_password'
  | 'text_too_long'
  | 'please_fill_in_a_correct_first_name'
  | 'please_fill_in_a_correct_last_name'
  | 'please_fill_in_a_correct_job_title'
  | 'password_cannot_be_empty'
  | 'roles_cannot_be_empty'
  | 'avatar_should_not_be_empty'
  | 'this_email_is_already_in_use'
  | 'the_permission_is_required'
  | 'courier_and_tracking_required'
  | 'tracking_number_format'
  | 'postal_code_format'
  | 'send_time_must_be_future'
  | 'required_faq'
  | 'send_time_invalid'
  | 'article_name_too_short'
  | 'publish_end_before_start'
  | 'rich_text_empty'
  | 'rich_text_breaks_rule'
  | 'banner_duration_range'
  | 'banner_link_refused'
  | 'publish_start_in_past'
  | 'publish_end_in_past'
  | 'publish_time_invalid'
  | 'sku_required'
  | 'country_unknown'

export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>

// The same pattern as the "email" format of the server's JSON-schema validator (ajv-formats).
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i
const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*#?&]).{8,}$/
const STAFF_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z\d\s]).{8,}$/
const DIGITS = /^\d*$/

export const isEmail = (value: string): boolean =>
  value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)
export const isStrongPassword = (value: string): boolean =>
  value.length <= TEXT_MAX_LENGTH && STRONG_PASSWORD.test(value)
export const isDigits = (value: string): boolean => DIGITS.test(value)

/** Keeps only digits, cut to `max`: for code and phone inputs that refuse anything else. */
export const digitsOnly = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max)

/** A search term worth sending: trimmed, not blank, at most 255 characters. */
export function searchTerm(value: string): string | null {
  const term = value.trim()
  return term.length > 0 ? term.slice(0, SEARCH_MAX_LENGTH) : null
}

function emailRule(value: string, requiredKey: MessageKey): MessageKey | null {
  const email = value.trim()
  if (!email) return requiredKey
  if (email.length > EMAIL_MAX_LENGTH) return 'text_too_long'
  return isEmail(email) ? null : 'email_is_wrong_format'
}

export function validateLogin(form: {
  username: string
  password: string
}): FieldErrors<'username' | 'password'> {
  const errors: FieldErrors<'username' | 'password'> = {}
  const username = emailRule(form.username, 'required_fields')
  if (username) errors.username = username
  if (!form.password) errors.password = 'required_fields'
  else if (form.password.length > TEXT_MAX_LENGTH) errors.password = 'text_too_long'
  return errors
}

export function validateRecoveryEmail(email: string): MessageKey | null {
  return emailRule(email, 'please_fill_in_your_email')
}

export function validateOtp(code: string): MessageKey | null {
  if (!code) return 'please_fill_OTP_code'
  if (!isDigits(code) || code.length !== OTP_LENGTH) return 'otp_digits_only'
  return null
}

export function validateAuthenticatorCode(code: string): MessageKey | null {
  if (!code.trim()) return 'required_fields'
  if (!isDigits(code) || code.length !== AUTHENTICATOR_CODE_LENGTH) return 'otp_digits_only'
  return null
}

export function validateNewPassword(password: string): MessageKey | null {
  if (!password) return 'required_fields'
  if (password.length > TEXT_MAX_LENGTH) return 'text_too_long'
  return isStrongPassword(password) ? null : 'validate_password'
}

export function validatePasswordChange(form: {
  password: string
  confirmPassword: string
}): FieldErrors<'password' | 'confirmPassword'> {
  const errors: FieldErrors<'password' | 'confirmPassword'> = {}
  const password = validateNewPassword(form.password)
  if (password) errors.password = password
  if (!form.confirmPassword) errors.confirmPassword = 'required_fields'
  else if (form.confirmPassword.length < PASSWORD_MIN_LENGTH || form.confirmPassword !== form.password)
    errors.confirmPassword = 'the_password_confirmation_does_not_match'
  return errors
}

/** Internal-user passwords: at least 8 characters with a letter, a digit and a special character. */
export function validateStaffPassword(password: string): MessageKey | null {
  if (!password) return 'required_fields'
  return password.length <= TEXT_MAX_LENGTH && STAFF_PASSWORD.test(password)
    ? null
    : 'please_fill_in_a_correct_password'
}

export function validatePhoneNumber(phone: string): MessageKey | null {
  if (!phone) return 'required_fields'
  return isDigits(phone) && phone.length <= PHONE_MAX_LENGTH ? null : 'please_fill_in_a_correct_phone_number'
}

export function validateStaffEmail(email: string): MessageKey | null {
  return emailRule(email, 'required_fields') === null ? null : 'please_fill_in_a_correct_email'
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0

// Names in Thai or English: letters with their combining marks (Thai vowels and tones), spaces,
// apostrophes, dots and hyphens. Job titles may also hold digits and a little punctuation.
const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M} '.-]*$/u
const JOB_TITLE = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} &/(),.'+-]*$/u

function textRule(value: string, pattern: RegExp, wrongKey: MessageKey): MessageKey | null {
  const text = value.trim()
  if (!text) return 'required_fields'
  return text.length <= TEXT_MAX_LENGTH && pattern.test(text) ? null : wrongKey
}

export type InternalUserField =
  | 'firstName'
  | 'lastName'
  | 'jobTitle'
  | 'email'
  | 'phoneNumber'
  | 'password'
  | 'roles'
  | 'avatar'

export interface InternalUserForm {
  firstName: string
  lastName: string
  jobTitle: string
  email: string
  phoneNumber: string
  /** Only on creation; an existing member's password changes through its own call. */
  password?: string
  roles: readonly string[]
  /** The storage key of the uploaded avatar. */
  avatar: string
}

/**
 * The internal-user form of spec section 5. With `partial`, only the fields present are judged (an
 * update that leaves a field out keeps it).
 */
export function validateInternalUser(
  form: Partial<InternalUserForm>,
  options: { partial?: boolean } = {},
): FieldErrors<InternalUserField> {
  const errors: FieldErrors<InternalUserField> = {}
  const judge = (field: InternalUserField, value: unknown, rule: () => MessageKey | null) => {
    if (options.partial && value === undefined) return
    const key = rule()
    if (key) errors[field] = key
  }
  judge('firstName', form.firstName, () =>
    textRule(form.firstName ?? '', PERSON_NAME, 'please_fill_in_a_correct_first_name'),
  )
  judge('lastName', form.lastName, () =>
    textRule(form.lastName ?? '', PERSON_NAME, 'please_fill_in_a_correct_last_name'),
  )
  judge('jobTitle', form.jobTitle, () =>
    textRule(form.jobTitle ?? '', JOB_TITLE, 'please_fill_in_a_correct_job_title'),
  )
  judge('email', form.email, () => validateStaffEmail(form.email ?? ''))
  judge('phoneNumber', form.phoneNumber, () => validatePhoneNumber(form.phoneNumber ?? ''))
  if (!options.partial)
    judge('password', form.password, () =>
      form.password ? validateStaffPassword(form.password) : 'password_cannot_be_empty',
    )
  judge('roles', form.roles, () => ((form.roles?.length ?? 0) === 0 ? 'roles_cannot_be_empty' : null))
  judge('avatar', form.avatar, () => (form.avatar?.trim() ? null : 'avatar_should_not_be_empty'))
  return errors
}

/** The role form: a name, and either full access or at least one permission. */
export function validateRole(
  form: { name?: string; fullAccess?: boolean; hasPermissions?: boolean },
  options: { partial?: boolean } = {},
): FieldErrors<'name' | 'permissions'> {
  const errors: FieldErrors<'name' | 'permissions'> = {}
  if (!options.partial || form.name !== undefined) {
    const name = (form.name ?? '').trim()
    if (!name) errors.name = 'required_fields'
    else if (name.length > TEXT_MAX_LENGTH) errors.name = 'text_too_long'
  }
  if (!form.fullAccess && !form.hasPermissions) errors.permissions = 'the_permission_is_required'
  return errors
}
