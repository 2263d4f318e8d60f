import type { AppearanceTables } from '../modules/appearance/appearance.tables'
import type { ArticlesTables } from '../modules/articles/articles.tables'
import type { AuthTables } from '../modules/auth/auth.tables'
import type { CategoriesTables } from '../modules/categories/categories.tables'
import type { ChangesTables } from '../modules/changes/changes.tables'
import type { CouponsTables } from '../modules/coupons/coupons.tables'
import type { EmbedTokensTables } from '../modules/embedTokens/embedTokens.tables'
import type { FaqTables } from '../modules/faq/faq.tables'
import type { HomeTables } from '../modules/home/home.tables'
import type { InternalUsersTables } from '../modules/internalUsers/internalUsers.tables'
import type { InventoryTables } from '../modules/inventory/inventory.tables'
import type { NotificationsTables } from '../modules/notifications/notifications.tables'
import type { OrdersTables } from '../modules/orders/orders.tables'
import type { PreviewSessionsTables } from '../modules/previewSessions/previewSessions.tables'
import type { PushNotificationsTables } from '../modules/pushNotifications/pushNotifications.tables'
import type { ReviewsTables } from '../modules/reviews/reviews.tables'
import type { RolesTables } from '../modules/roles/roles.tables'
import type { SavedViewsTables } from '../modules/savedViews/savedViews.tables'
import type { StatisticsTables } from '../modules/statistics/statistics.tables'
import type { SystemTables } from '../modules/system/system.tables'
import type { UsersTables } from '../modules/users/users.tables'

/** Every table, as each area declares its own in server/modules/<area>/<area>.tables.ts. */
export interface Database
  extends AuthTables,
    InternalUsersTables,
    RolesTables,
    StatisticsTables,
    NotificationsTables,
    UsersTables,
    InventoryTables,
    OrdersTables,
    EmbedTokensTables,
    ReviewsTables,
    CategoriesTables,
    ArticlesTables,
    FaqTables,
    PushNotificationsTables,
    AppearanceTables,
    HomeTables,
    CouponsTables,
    ChangesTables,
    SavedViewsTables,
    SystemTables,
    PreviewSessionsTables {}
