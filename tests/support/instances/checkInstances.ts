// `npm run check:instances` and its test in the suite: three instances and nginx on this machine, and
// every property of several instances checked against them, in an order where each leaves the cluster
// as the next needs it (the last one kills an instance).
import { type Cluster, startCluster } from './cluster'
import {
  AUTH_LIMIT,
  limitsShared,
  type Property,
  passwordChangeEverywhere,
  proxied,
  roleChangeEverywhere,
  signInAnywhere,
  signOutEverywhere,
  startedOnce,
} from './properties'
import { exportCancelledElsewhere, killedMidExport, pushOnceAndBell } from './streamProperties'

export const PROPERTIES: Property[] = [
  startedOnce,
  proxied,
  signInAnywhere,
  signOutEverywhere,
  passwordChangeEverywhere,
  roleChangeEverywhere,
  limitsShared,
  pushOnceAndBell,
  exportCancelledElsewhere,
  killedMidExport,
]

/** Three instances on a new database of `serverUrl`'s PostgreSQL, behind nginx, with short limits and leases. */
export const startCheckCluster = (serverUrl: string): Promise<Cluster> =>
  startCluster({
    serverUrl,
    instances: 3,
    env: { AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT), EXPORT_LEASE_SECONDS: '5' },
  })
