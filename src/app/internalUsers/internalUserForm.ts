// The internal-user form's state and how it becomes a create or an update call (spec section 5 rules).
import type { CreateInternalUserForm, InternalUser, UpdateInternalUserForm } from '../../api/internalUsers'
import { DEFAULT_PHONE_CODE } from '../../domain/constants'
import { type FieldErrors, type InternalUserField, validateInternalUser } from '../../domain/validators'

export type UserStatus = 'active' | 'inactive' | 'terminate'
export const USER_STATUSES: readonly UserStatus[] = ['active', 'inactive', 'terminate']

export interface InternalUserFormState {
  firstName: string
  lastName: string
  jobTitle: string
  email: string
  phoneCode: string
  phoneNumber: string
  /** Only on creation. */
  password: string
  roles: string[]
  /** The key of a newly uploaded avatar; '' while the member keeps the one they have. */
  avatar: string
  status: UserStatus
}

export const FORM_FIELDS: readonly InternalUserField[] = [
  'firstName',
  'lastName',
  'jobTitle',
  'email',
  'phoneNumber',
  'password',
  'roles',
  'avatar',
]

export function initialForm(user: InternalUser | null): InternalUserFormState {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    jobTitle: user?.jobType ?? '',
    email: user?.email ?? '',
    phoneCode: user?.phoneCode ?? DEFAULT_PHONE_CODE,
    phoneNumber: user?.phoneNumber ?? '',
    password: '',
    roles: user?.roles.map((role) => role._id) ?? [],
    avatar: '',
    status: user?.status ?? 'active',
  }
}

/** Creation judges every rule; an update has no password here and keeps the avatar unless a new one came. */
export function validateForm(form: InternalUserFormState, editing: boolean): FieldErrors<InternalUserField> {
  if (!editing) return validateInternalUser(form)
  return validateInternalUser(
    { ...form, password: undefined, avatar: form.avatar || undefined },
    { partial: true },
  )
}

type PhoneCode = NonNullable<CreateInternalUserForm['phoneCode']>

const details = (form: InternalUserFormState) => ({
  firstName: form.firstName.trim(),
  lastName: form.lastName.trim(),
  jobTitle: form.jobTitle.trim(),
  email: form.email.trim(),
  phoneCode: form.phoneCode as PhoneCode,
  phoneNumber: form.phoneNumber,
  roles: [...new Set(form.roles)],
  status: form.status,
})

export const toCreateRequest = (form: InternalUserFormState): CreateInternalUserForm => ({
  ...details(form),
  password: form.password,
  avatar: form.avatar,
})

export const toUpdateRequest = (form: InternalUserFormState): UpdateInternalUserForm => ({
  ...details(form),
  ...(form.avatar ? { avatar: form.avatar } : {}),
})
