import type { AuthTables } from '../modules/auth/auth.tables'
import type { InternalUsersTables } from '../modules/internalUsers/internalUsers.tables'
import type { NotificationsTables } from '../modules/notifications/notifications.tables'
import type { RolesTables } from '../modules/roles/roles.tables'
import type { StatisticsTables } from '../modules/statistics/statistics.tables'

/** Every table, as each area declares its own in server/modules/<area>/<area>.tables.ts. */
export interface Database
  extends AuthTables,
    InternalUsersTables,
    RolesTables,
    StatisticsTables,
    NotificationsTables {}
