// What travels on the NOTIFY channel between server processes sharing one database.

export const NOTIFICATIONS_CHANNEL = 'notifications'

export type NotificationEvent =
  /** A notification was published to every staff member. */
  | { kind: 'published'; id: string }
  /** One staff member's read marks changed (in any of their tabs, on any server process). */
  | { kind: 'read'; userId: string }
  /** Orders were written (migration 0031's trigger): the home's figures may have moved. */
  | { kind: 'figures' }

export function parseNotificationEvent(payload: string): NotificationEvent | null {
  try {
    const event = JSON.parse(payload) as Partial<NotificationEvent>
    if (event.kind === 'published' && typeof event.id === 'string') return { kind: 'published', id: event.id }
    if (event.kind === 'read' && typeof event.userId === 'string')
      return { kind: 'read', userId: event.userId }
    if (event.kind === 'figures') return { kind: 'figures' }
  } catch {
    // Not ours; ignore it.
  }
  return null
}
