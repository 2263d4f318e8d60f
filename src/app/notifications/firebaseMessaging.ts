// Loaded only when Firebase web push is configured, and only at sign-in: never part of the sign-in chunk.
import { getApps, initializeApp } from 'firebase/app'
import { getMessaging, getToken, isSupported } from 'firebase/messaging'
import type { FirebaseWebConfig } from './push'

/** Our own small service worker shows the pushes; it loads nothing from outside this origin. */
const SERVICE_WORKER_URL = '/firebase-messaging-sw.js'
const SERVICE_WORKER_SCOPE = '/firebase-cloud-messaging-push-scope'

/** This browser's Firebase Cloud Messaging registration token. */
export async function messagingToken(config: FirebaseWebConfig): Promise<string> {
  if (!(await isSupported())) throw new Error('This browser does not support Firebase Cloud Messaging.')
  const { vapidKey, ...options } = config
  const app = getApps()[0] ?? initializeApp(options)
  const serviceWorkerRegistration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, {
    scope: SERVICE_WORKER_SCOPE,
  })
  return getToken(getMessaging(app), { vapidKey, serviceWorkerRegistration })
}
