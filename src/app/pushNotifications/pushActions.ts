// The push notification on screen and the action waiting for its confirmation: the list's row buttons,
// the editor's buttons and the palette's commands all ask through here, and one dialog answers.
import { useEffect } from 'react'
import { proxy } from 'valtio'
import type { PushNotification } from '../../api/pushNotifications'

export type PushAction = 'activate' | 'deactivate' | 'delete'

export const pushActionState = proxy({
  /** The notification the edit screen shows, for the palette's actions on it. */
  open: null as PushNotification | null,
  asking: null as { action: PushAction; push: PushNotification } | null,
})

export function askPushAction(action: PushAction, push: PushNotification): void {
  pushActionState.asking = { action, push }
}

/** Whether an action makes sense for it: a sent notification is never activated (it is sent once). */
export function offers(action: PushAction, push: PushNotification): boolean {
  if (action === 'activate') return push.status === 'inactive' && push.sentAt === null
  if (action === 'deactivate') return push.status === 'active'
  return true
}

/** Keeps the notification as the open one while the calling screen shows it. */
export function useOpenPush(push: PushNotification | null): void {
  useEffect(() => {
    if (!push) return
    pushActionState.open = push
    return () => {
      if (pushActionState.open?._id === push._id) pushActionState.open = null
    }
  }, [push])
}
