import crypto from 'node:crypto'
import fs from 'node:fs'
import type { FastifyBaseLogger } from 'fastify'
import { AppError } from './errors'

/** The part of Firebase Cloud Messaging this server uses. */
export interface TopicMessaging {
  subscribeToTopic(tokens: string | string[], topic: string): Promise<TopicManagementResult>
  unsubscribeFromTopic(tokens: string | string[], topic: string): Promise<TopicManagementResult>
  /** firebase-admin's `Messaging.send`: one message to everyone on a topic; answers Firebase's message id. */
  send(message: TopicMessage): Promise<string>
}

/** A message to a Firebase topic: what the device shows, and data the app reads (strings only). */
export interface TopicMessage {
  topic: string
  notification: { title: string; body: string }
  data?: Record<string, string>
}

export interface TopicManagementResult {
  failureCount: number
  errors: { error: { code: string; message: string } }[]
}

export interface PushService {
  readonly enabled: boolean
  subscribe(token: string, topic: string): Promise<void>
  unsubscribe(token: string, topic: string): Promise<void>
  /** Sends to every device on `topic`; rejects with Firebase's reason when it refuses or cannot be reached. */
  sendToTopic(
    topic: string,
    content: { title: string; body: string; data?: Record<string, string> },
  ): Promise<void>
  close(): Promise<void>
}

interface ServiceAccount {
  project_id: string
  client_email: string
  private_key: string
}

/** FIREBASE_SERVICE_ACCOUNT is the key file's JSON itself or the path of the file. */
export function readServiceAccount(value: string): ServiceAccount {
  let text = value.trim()
  if (!text.startsWith('{')) {
    try {
      text = fs.readFileSync(text, 'utf8')
    } catch (error) {
      throw new Error(`FIREBASE_SERVICE_ACCOUNT names a file that cannot be read: ${text}`, { cause: error })
    }
  }
  let account: Partial<ServiceAccount>
  try {
    account = JSON.parse(text) as Partial<ServiceAccount>
  } catch (error) {
    throw new Error('FIREBASE_SERVICE_ACCOUNT is not valid JSON (nor the path of a JSON key file).', {
      cause: error,
    })
  }
  for (const field of ['project_id', 'client_email', 'private_key'] as const)
    if (typeof account[field] !== 'string' || !account[field])
      throw new Error(
        `FIREBASE_SERVICE_ACCOUNT lacks "${field}": use the service-account key file of the project.`,
      )
  return account as ServiceAccount
}

// Answers about the token itself, as opposed to Firebase being unreachable or misconfigured.
const TOKEN_ERRORS = new Set([
  'messaging/invalid-registration-token',
  'messaging/registration-token-not-registered',
  'messaging/invalid-argument',
])

/**
 * Firebase web push behind configuration. Without a service account every operation still answers
 * (the browser's calls succeed) and the server says once, at start, that push is off. firebase-admin
 * loads on first use, so a server that never subscribes a device never pays for it.
 */
export function createPushService(options: {
  serviceAccount: string | null
  log: FastifyBaseLogger
  /** Replaces Firebase, for tests. */
  messaging?: TopicMessaging
}): PushService {
  const { log } = options
  if (!options.serviceAccount && !options.messaging) {
    log.info('push notifications are off: set FIREBASE_SERVICE_ACCOUNT to turn on Firebase web push')
    return {
      enabled: false,
      subscribe: async () => {},
      unsubscribe: async () => {},
      sendToTopic: async () => {
        throw new Error('Push notifications are off (no FIREBASE_SERVICE_ACCOUNT).')
      },
      close: async () => {},
    }
  }
  const account = options.serviceAccount ? readServiceAccount(options.serviceAccount) : null
  let app: { delete(): Promise<void> } | null = null
  let messaging: Promise<TopicMessaging> | null = options.messaging
    ? Promise.resolve(options.messaging)
    : null

  const load = () => {
    messaging ??= (async () => {
      const { initializeApp, cert } = await import('firebase-admin/app')
      const { getMessaging } = await import('firebase-admin/messaging')
      const created = initializeApp(
        {
          credential: cert({
            projectId: account?.project_id,
            clientEmail: account?.client_email,
            privateKey: account?.private_key,
          }),
        },
        `backoffice-${crypto.randomUUID()}`,
      )
      app = { delete: () => import('firebase-admin/app').then(({ deleteApp }) => deleteApp(created)) }
      return getMessaging(created)
    })().catch((error: unknown) => {
      messaging = null
      throw error
    })
    return messaging
  }

  async function manage(action: 'subscribeToTopic' | 'unsubscribeFromTopic', token: string, topic: string) {
    let result: TopicManagementResult
    try {
      result = await (await load())[action](token, topic)
    } catch (error) {
      log.error({ err: error, action, topic }, 'Firebase topic management failed')
      throw new AppError(503, 'notifications.push_unavailable')
    }
    const failure = result.errors[0]?.error
    if (result.failureCount === 0 || !failure) return
    if (TOKEN_ERRORS.has(failure.code)) throw new AppError(400, 'notifications.push_token_rejected')
    log.error(
      { code: failure.code, message: failure.message, action, topic },
      'Firebase refused a topic change',
    )
    throw new AppError(503, 'notifications.push_unavailable')
  }

  log.info({ projectId: account?.project_id }, 'push notifications are on (Firebase Cloud Messaging)')
  return {
    enabled: true,
    subscribe: (token, topic) => manage('subscribeToTopic', token, topic),
    unsubscribe: (token, topic) => manage('unsubscribeFromTopic', token, topic),
    sendToTopic: async (topic, { title, body, data }) => {
      await (await load()).send({ topic, notification: { title, body }, ...(data ? { data } : {}) })
    },
    close: async () => {
      await app?.delete().catch(() => {})
      app = null
    },
  }
}
