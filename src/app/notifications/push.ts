// Firebase web push, behind configuration. This file is part of the sign-in flow, so it stays small:
// the Firebase SDK is imported only when the VITE_FIREBASE_* settings are present, and only then.
import {
  getNotificationTopic,
  subscribeNotificationTopic,
  unsubscribeNotificationTopic,
} from '../../api/notifications'
import { readJson, writeItem } from '../../stores/browserStorage'

export interface FirebaseWebConfig {
  apiKey: string
  authDomain?: string
  projectId: string
  messagingSenderId: string
  appId: string
  vapidKey: string
}

const env = import.meta.env
const config: FirebaseWebConfig | null =
  env.VITE_FIREBASE_API_KEY &&
  env.VITE_FIREBASE_PROJECT_ID &&
  env.VITE_FIREBASE_MESSAGING_SENDER_ID &&
  env.VITE_FIREBASE_APP_ID &&
  env.VITE_FIREBASE_VAPID_KEY
    ? {
        apiKey: env.VITE_FIREBASE_API_KEY,
        authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
        projectId: env.VITE_FIREBASE_PROJECT_ID,
        messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
        appId: env.VITE_FIREBASE_APP_ID,
        vapidKey: env.VITE_FIREBASE_VAPID_KEY,
      }
    : null

export const pushConfigured = config !== null

/** The subscription of this browser, kept so sign-out can undo it without loading Firebase. */
const SUBSCRIPTION_KEY = 'tokenFirebase'
const UNSUBSCRIBE_WAIT_MS = 3000

interface Subscription {
  tokenFirebase: string
  topic: string
}

function browserCanPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'Notification' in window &&
    'PushManager' in window
  )
}

/**
 * At sign-in: asks for permission to notify, gets this browser's messaging token and subscribes it to
 * the staff topic. Never throws: without configuration, support or permission there is simply no push.
 * `accessToken` is for the moment right after sign-in, before the session is stored.
 */
export async function subscribePush(accessToken?: string): Promise<boolean> {
  if (!config || !browserCanPush()) return false
  try {
    const permission =
      Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission
    if (permission !== 'granted') return false
    const { messagingToken } = await import('./firebaseMessaging')
    const tokenFirebase = await messagingToken(config)
    const topic = await getNotificationTopic(accessToken)
    await subscribeNotificationTopic({ tokenFirebase, topic }, accessToken)
    writeItem('local', SUBSCRIPTION_KEY, JSON.stringify({ tokenFirebase, topic } satisfies Subscription))
    return true
  } catch (error) {
    console.warn('Push notifications are unavailable in this browser:', error)
    return false
  }
}

/**
 * On token presence (a page load of a signed-in browser, spec section 7): subscribes again if this
 * browser may already notify but holds no subscription. Never asks for permission without a gesture.
 */
export async function resumePush(): Promise<boolean> {
  if (!config || !browserCanPush() || Notification.permission !== 'granted') return false
  if (readJson<Subscription>('local', SUBSCRIPTION_KEY)?.tokenFirebase) return false
  return subscribePush()
}

/** At sign-out, before the session token is removed: this browser stops receiving staff pushes. */
export async function unsubscribePush(): Promise<void> {
  const saved = readJson<Subscription>('local', SUBSCRIPTION_KEY)
  if (!saved?.tokenFirebase || !saved.topic) return
  writeItem('local', SUBSCRIPTION_KEY, null)
  try {
    // Signing out never waits long on this.
    await Promise.race([
      unsubscribeNotificationTopic({ tokenFirebase: saved.tokenFirebase, topic: saved.topic }),
      new Promise((resolve) => setTimeout(resolve, UNSUBSCRIBE_WAIT_MS)),
    ])
  } catch (error) {
    console.warn('Could not unsubscribe this browser from push notifications:', error)
  }
}
