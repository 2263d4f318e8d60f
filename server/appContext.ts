import type { Language } from '../src/domain/constants'
import type { EmbedWidget } from '../src/domain/embedTokens'
import type { Feature, PermissionAction } from '../src/domain/permissions'
import type { Config } from './config'
import type { CopyTo } from './db/copyTo'
import type { DatabaseKind, Db } from './db/database'
import type { Lifecycle } from './http/lifecycle'
import type { PendingRequests } from './http/pendingRequests'
import type { BackgroundTasks } from './lib/background'
import type { Mailer } from './lib/mail'
import type { AppMetrics } from './lib/metrics'
import type { PushService } from './lib/push'
import type { RateLimitClass } from './lib/rateLimitClasses'
import type { TokenSigner } from './lib/tokens'
import type { SessionKind } from './modules/auth/auth.tables'
import type { SessionCache } from './modules/auth/sessionCache'
import type { NotificationHub } from './modules/notifications/notificationHub'
import type { PushScheduler } from './modules/pushNotifications/pushScheduler'
import type { DemoDataJob } from './seed/demoInBackground'

/** One permission of the catalogue. */
export interface FeaturePermission {
  feature: Feature
  action: PermissionAction
}

/** The `x-permission` of an operation in the contract; `anyOf` is met by holding any one of its permissions. */
export type Permission =
  | 'public'
  | 'authenticated'
  | 'twoFactorPending'
  | 'passwordReset'
  /** Another tool (the checkout) with a coupon service key: `Authorization: Bearer csk_...`. */
  | 'serviceKey'
  | (FeaturePermission & { allowSelf?: string })
  | { anyOf: readonly FeaturePermission[] }

export interface AuthContext {
  userId: string
  sessionId: string
  kind: SessionKind
  email: string
  sessionExpiresAt: Date
  /** Set when the caller is a read-only preview (view as a role or a staff member): which one. */
  preview?: { id: string; label: string }
}

export interface OperationConfig {
  operationId: string
  permission: Permission
  bodyRequired: boolean
  /** Its x-rate-limit class: which budget its calls count against (server/http/rateLimits.ts). */
  rateLimit: RateLimitClass
  /** A single-use export download ticket may stand in for the bearer token (x-download-ticket). */
  downloadTicket: boolean
  /** The widgets whose embed token may make this read (x-embed-widgets); empty for most operations. */
  embedWidgets: readonly EmbedWidget[]
  /** A write: refused to a preview session (its method, or the contract's x-preview; see contract.ts). */
  previewRefused: boolean
}

/** The embed token a widget's read was let in by, instead of a staff member's session. */
export interface EmbedAuth {
  tokenId: string
  /** The staff member who minted it, whose permission the read is checked against. */
  mintedBy: string
  origin: string
}

/** The coupon service key a checkout's call was let in by, instead of a staff member's session. */
export interface ServiceKeyAuth {
  keyId: string
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    dbKind: DatabaseKind
    /** PostgreSQL's COPY ... TO STDOUT, for exports streamed as bytes; null on PGlite. */
    copyTo: CopyTo | null
    mailer: Mailer
    tokens: TokenSigner
    background: BackgroundTasks
    notificationHub: NotificationHub
    /** The sessions this process has checked, forgotten on any change to them (see sessionCache.ts). */
    sessionCache: SessionCache
    push: PushService
    /** Sends due push notifications; handlers wake it when a send time may have changed. */
    pushScheduler: PushScheduler
    pendingRequests: PendingRequests
    /** This instance's metrics (served at /metrics), for the code that counts what it does. */
    metrics: AppMetrics
    /** Draining once a graceful shutdown began (readiness then answers 503). */
    lifecycle: Lifecycle
    /** The demo data a first start makes while it answers; `finished` once there is none left to make. */
    demoData: DemoDataJob
  }
  interface FastifyRequest {
    auth: AuthContext | null
    /** Set instead of `auth` when an embed token let a widget's read in. */
    embedAuth: EmbedAuth | null
    serviceKey: ServiceKeyAuth | null
    lang: Language
    /** The download ticket a request was signed in by (an export's own link), whose progress it reports. */
    exportTicket: { id: string; fileName: string } | null
  }
  interface FastifyContextConfig {
    operation?: OperationConfig
  }
}
