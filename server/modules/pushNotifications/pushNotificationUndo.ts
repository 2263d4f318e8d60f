import type { UndoKind } from '../changes/undoKind'

/**
 * Push notifications keep no history of their edits; a deleted one is kept to be restored with its
 * sendings (how each went), and a restored scheduled one is sent when its time comes.
 */
export const pushNotificationUndo: UndoKind = {
  kind: 'push_notification',
  feature: 'pushNotifications',
  table: 'push_notifications',
  fields: {},
  versioned: true,
  trash: {
    dependents: [{ table: 'push_notification_sendings', column: 'push_notification_id' }],
    label: (row) => String((row.topic as { en?: string } | null)?.en ?? ''),
  },
}
