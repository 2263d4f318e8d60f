import { type Migration, Migrator } from 'kysely/migration'
import type { Db } from './database'
import * as auth from './migrations/0001_auth'
import * as notifications from './migrations/0002_notifications'
import * as staffAccess from './migrations/0003_staff_access'
import * as notificationLanguages from './migrations/0004_notification_languages'
import * as clientDevices from './migrations/0005_client_devices'
import * as users from './migrations/0006_users'
import * as inventory from './migrations/0007_inventory'
import * as orders from './migrations/0008_orders'
import * as listCounters from './migrations/0009_list_counters'
import * as exportDownloads from './migrations/0010_export_downloads'
import * as embedTokens from './migrations/0011_embed_tokens'
import * as membersHistory from './migrations/0012_members_history'
import * as reviews from './migrations/0013_reviews'
import * as inventoryProductHistory from './migrations/0014_inventory_product_history'
import * as content from './migrations/0015_content'
import * as pushNotifications from './migrations/0016_push_notifications'
import * as articleLists from './migrations/0017_article_lists'
import * as pushSendingStates from './migrations/0019_push_sending_states'
import * as staffAccessChanges from './migrations/0020_staff_access_changes'
import * as memberDailyCounts from './migrations/0021_member_daily_counts'
import * as orderCountsByMonth from './migrations/0022_order_counts_by_month'
import * as exportTicketLeases from './migrations/0023_export_ticket_leases'
import * as rateLimitWindows from './migrations/0024_rate_limit_windows'
import * as demoDataSteps from './migrations/0025_demo_data_steps'
import * as coupons from './migrations/0026_coupons'
import * as appearance from './migrations/0027_appearance'
import * as dashboardRollups from './migrations/0028_a_dashboard_rollups'
import * as issueReport from './migrations/0028_b_issue_report'
import * as couponRedemptions from './migrations/0029_coupon_redemptions'
import * as liveFigures from './migrations/0031_live_figures'
import * as savedViews from './migrations/0032_saved_views'
import * as undo from './migrations/0033_undo'
import * as previewSessions from './migrations/0034_preview_sessions'
import * as checkoutRedemptionsOnOrders from './migrations/0035_checkout_redemptions_on_orders'
import * as couponRedemptionCounts from './migrations/0037_coupon_redemption_counts'
import * as couponListCounts from './migrations/0038_coupon_list_counts'
import * as couponRedemptionBatchCounts from './migrations/0039_coupon_redemption_batch_counts'
import * as transitionTablesUnjoined from './migrations/0040_transition_tables_unjoined'

// An explicit list rather than a directory scan, so bundling and PGlite both work.
const migrations: Record<string, Migration> = {
  '0001_auth': auth,
  '0002_notifications': notifications,
  '0003_staff_access': staffAccess,
  '0004_notification_languages': notificationLanguages,
  '0005_client_devices': clientDevices,
  '0006_users': users,
  '0007_inventory': inventory,
  '0008_orders': orders,
  '0009_list_counters': listCounters,
  '0010_export_downloads': exportDownloads,
  '0011_embed_tokens': embedTokens,
  '0012_members_history': membersHistory,
  '0013_reviews': reviews,
  '0014_inventory_product_history': inventoryProductHistory,
  '0015_content': content,
  '0016_push_notifications': pushNotifications,
  '0017_article_lists': articleLists,
  '0019_push_sending_states': pushSendingStates,
  '0020_staff_access_changes': staffAccessChanges,
  '0021_member_daily_counts': memberDailyCounts,
  '0022_order_counts_by_month': orderCountsByMonth,
  '0023_export_ticket_leases': exportTicketLeases,
  '0024_rate_limit_windows': rateLimitWindows,
  '0025_demo_data_steps': demoDataSteps,
  '0026_coupons': coupons,
  '0027_appearance': appearance,
  '0028_a_dashboard_rollups': dashboardRollups,
  '0028_b_issue_report': issueReport,
  '0029_coupon_redemptions': couponRedemptions,
  '0031_live_figures': liveFigures,
  '0033_undo': undo,
  '0032_saved_views': savedViews,
  '0034_preview_sessions': previewSessions,
  '0035_checkout_redemptions_on_orders': checkoutRedemptionsOnOrders,
  '0037_coupon_redemption_counts': couponRedemptionCounts,
  '0038_coupon_list_counts': couponListCounts,
  '0039_coupon_redemption_batch_counts': couponRedemptionBatchCounts,
  '0040_transition_tables_unjoined': transitionTablesUnjoined,
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : ''
    throw new Error(
      `Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    )
  }
}
