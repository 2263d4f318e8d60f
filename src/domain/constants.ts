// Business constants and limits of the specification, section 9. Shared by the SPA and the server.

export const PAGE_SIZE_OPTIONS = [5, 10, 35, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 5
export const DEFAULT_PAGE = 1
export const NOTIFICATION_PAGE_SIZE = 20

export const BADGE_CAP = 99
export const UNREAD_REFRESH_THROTTLE_MS = 3000
export const TOAST_DURATION_MS = 3000
export const TOAST_SUPPRESSION_MS = 3000
export const FORBIDDEN_TOAST_DEBOUNCE_MS = 1000
export const SESSION_EXPIRED_REDIRECT_MS = 1000
export const MODAL_ANIMATION_MS = 200
export const LAZY_LOAD_RETRIES = 5
export const LAZY_LOAD_RETRY_DELAY_MS = 1000

export const OTP_LENGTH = 6
export const OTP_RESEND_SECONDS = 120
export const AUTHENTICATOR_CODE_LENGTH = 6
export const PASSWORD_MIN_LENGTH = 8
export const EMAIL_MAX_LENGTH = 255
export const TEXT_MAX_LENGTH = 255
export const SEARCH_MAX_LENGTH = 255
export const PHONE_MAX_LENGTH = 15
export const EDITOR_MAX_CHARACTERS = 2500

/** The status of a record staff switch on and off (roles, categories, articles, FAQs, push notifications). */
export const RECORD_STATUSES = ['active', 'inactive'] as const
export type RecordStatus = (typeof RECORD_STATUSES)[number]

export const LANGUAGES = ['en', 'th'] as const
export type Language = (typeof LANGUAGES)[number]
/** A text in every language of the product (the contract's bilingual { en, th }). */
export type Bilingual = Record<Language, string>
export const DEFAULT_LANGUAGE: Language = 'en'
/** The other of the product's two languages: what a bilingual record's language switch turns to. */
export const otherLanguage = (language: Language): Language => (language === 'th' ? 'en' : 'th')
export const LANGUAGE_STORAGE_KEY = 'i18nextLng'

export const SUPPORT_HOURS = { days: 'monday-friday', from: '11:00', to: '19:00' } as const

export const COUNTRIES = [
  { code: 'KH', name: 'Cambodia', nationality: 'Cambodian', dialCode: '855', currency: 'KHR' },
  { code: 'LA', name: 'Laos', nationality: 'Lao', dialCode: '856', currency: 'LAK' },
  { code: 'MY', name: 'Malaysia', nationality: 'Malaysian', dialCode: '60', currency: 'MYR' },
  { code: 'MM', name: 'Myanmar', nationality: 'Burmese', dialCode: '95', currency: 'MMK' },
  { code: 'SG', name: 'Singapore', nationality: 'Singaporean', dialCode: '65', currency: 'SGD' },
  { code: 'TH', name: 'Thailand', nationality: 'Thai', dialCode: '66', currency: 'THB' },
  { code: 'VN', name: 'Vietnam', nationality: 'Vietnamese', dialCode: '84', currency: 'VND' },
] as const
export type CountryCode = (typeof COUNTRIES)[number]['code']
export const DEFAULT_COUNTRY_CODE = 'TH'
export const DEFAULT_PHONE_CODE = '66'
export const PHONE_CODES = COUNTRIES.map((country) => country.dialCode)
export const COUNTRY_CODES = COUNTRIES.map((country) => country.code)

export const MEGABYTE = 1024 * 1024
export const IMAGE_MAX_BYTES = 10 * MEGABYTE
export const VIDEO_MAX_BYTES = 200 * MEGABYTE
export const MAX_UPLOAD_FILES = 10
export const MAX_UPLOAD_VIDEOS = 1
export const PRODUCT_IMAGE_MIN_SIZE = 650
export const ARTICLE_IMAGE_MIN_SIZE = 603
// The longest side of any image accepted: a few hundred bytes can claim billions of pixels, which every
// browser or thumbnailer showing the picture would have to decode. 8000 px is beyond any screen or print.
export const IMAGE_MAX_SIZE = 8000
