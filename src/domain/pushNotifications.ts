// Push notifications (spec sections 3, 4 and 5), shared by the SPA and the server: the choices a
// notification is made of, the rule for its texts and send time, and what staff get in their bell.
import { type Bilingual, EDITOR_MAX_CHARACTERS, LANGUAGES, TEXT_MAX_LENGTH } from './constants'
import type { NotificationCategory } from './notifications'

export const PUSH_TARGETS = ['users', 'internalUsers'] as const
export const PUSH_CHANNELS = ['webApp', 'mobileApp'] as const
export const PUSH_TYPES = ['news', 'notice', 'promotion'] as const
export const PUSH_STATUSES = ['active', 'inactive'] as const
/**
 * How one sending went: still under way (claimed, Firebase not yet answered), delivered, refused by
 * Firebase (with its reason), or push not configured.
 */
export const PUSH_OUTCOMES = ['sending', 'sent', 'failed', 'pushOff'] as const

export type PushTarget = (typeof PUSH_TARGETS)[number]
export type PushChannel = (typeof PUSH_CHANNELS)[number]
export type PushType = (typeof PUSH_TYPES)[number]
export type PushStatus = (typeof PUSH_STATUSES)[number]
export type PushOutcome = (typeof PUSH_OUTCOMES)[number]

export const PUSH_MESSAGE_MAX_LENGTH = EDITOR_MAX_CHARACTERS
export const PUSH_TOPIC_MAX_LENGTH = TEXT_MAX_LENGTH

/** The bell's category of a push notification's type (spec section 3: News, Notice or Promotion). */
export const CATEGORY_OF_PUSH_TYPE: Record<PushType, NotificationCategory> = {
  news: 'News',
  notice: 'Notice',
  promotion: 'Promotion',
}

/** The Firebase topic members' devices of one channel join for one type of notification. */
export const memberPushTopic = (channel: PushChannel, type: PushType): string => `users-${channel}-${type}`

export type PushField = 'topic.en' | 'topic.th' | 'message.en' | 'message.th' | 'sendAt'
export const PUSH_FIELDS: readonly PushField[] = [
  'topic.en',
  'topic.th',
  'message.en',
  'message.th',
  'sendAt',
]

export type PushRule = 'required_fields' | 'text_too_long' | 'send_time_must_be_future' | 'send_time_invalid'

export interface PushTexts {
  topic: Bilingual
  message: Bilingual
  /** An ISO instant, or '' while none is picked. */
  sendAt: string
}

/**
 * Spec section 5 (topic and details required), in both languages, and a send time that is still to come
 * whenever the notification is to be sent (`mustBeFuture`: on create and on activation).
 */
export function validatePushNotification(
  values: PushTexts,
  { now, mustBeFuture }: { now: number; mustBeFuture: boolean },
): Partial<Record<PushField, PushRule>> {
  const errors: Partial<Record<PushField, PushRule>> = {}
  for (const language of LANGUAGES) {
    const topic = values.topic[language]?.trim() ?? ''
    const message = values.message[language]?.trim() ?? ''
    if (!topic) errors[`topic.${language}`] = 'required_fields'
    else if (topic.length > PUSH_TOPIC_MAX_LENGTH) errors[`topic.${language}`] = 'text_too_long'
    if (!message) errors[`message.${language}`] = 'required_fields'
    else if (message.length > PUSH_MESSAGE_MAX_LENGTH) errors[`message.${language}`] = 'text_too_long'
  }
  const sendAt = values.sendAt ? Date.parse(values.sendAt) : Number.NaN
  if (!values.sendAt) errors.sendAt = 'required_fields'
  else if (Number.isNaN(sendAt)) errors.sendAt = 'send_time_invalid'
  else if (mustBeFuture && sendAt <= now) errors.sendAt = 'send_time_must_be_future'
  return errors
}

/** The state of a notification as its row has it: what decides whether it is still to be sent. */
export interface PushSchedule {
  status: PushStatus
  sendAt: Date
  sentAt: Date | null
}

/** Due: active, never sent, and its time has come. The database applies the same rule when it claims rows. */
export const isDue = (schedule: PushSchedule, now: Date): boolean =>
  schedule.status === 'active' && schedule.sentAt === null && schedule.sendAt.getTime() <= now.getTime()

/** A sending still under way after this long was cut short by a stopped process: it is finished by another look. */
export const PUSH_SENDING_TIMEOUT_MS = 2 * 60_000
/** The reason recorded on a sending that a stopped process left unfinished. */
export const PUSH_INTERRUPTED_REASON = 'interrupted'
/** Attempts at Firebase one notification gets: the first, and one more after an interruption. */
export const PUSH_MAX_ATTEMPTS = 2

/** The longest a process sleeps between looks, so rows another process scheduled (and then stopped) are found. */
export const PUSH_POLL_MS = 60_000

/** How long to wait before looking again: until the next send time, at most the poll interval, never negative. */
export function nextWakeIn(nextSendAt: Date | null, now: Date, pollMs: number = PUSH_POLL_MS): number {
  if (nextSendAt === null) return pollMs
  return Math.max(0, Math.min(pollMs, nextSendAt.getTime() - now.getTime()))
}
