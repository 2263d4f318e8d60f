import type { TFunction } from 'i18next'
import type { FlowMessage } from '../machines/flowMessage'

export function flowMessageText(t: TFunction, message: FlowMessage | null | undefined): string | null {
  if (!message) return null
  return 'key' in message ? t(message.key) : message.text
}

/** A validator's message key (namespace `validation`) as text. */
export function validationText(t: TFunction, key: string | null | undefined): string | null {
  return key ? t(`validation:${key}`) : null
}
