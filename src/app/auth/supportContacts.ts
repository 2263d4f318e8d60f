import { SUPPORT_HOURS } from '../../domain/constants'

/** IT support contacts shown before sign-in; each deployment sets its own at build time. */
export const supportContacts = {
  phone: import.meta.env.VITE_SUPPORT_PHONE || '02-000-0000',
  email: import.meta.env.VITE_SUPPORT_EMAIL || 'it-support@example.com',
  hours: SUPPORT_HOURS,
}
