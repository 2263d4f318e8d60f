// The areas of the back-office, in the sidebar's order. Adding an area adds one line here; the route
// table, the command registry, the sidebar, the shortcuts and the palette are built from this list
// by the area registry (areaRegistry.ts and commandRegistry.ts, in the app's frame).
import type { AreaManifest } from '../commands/area'
import { appearanceArea } from './appearance/appearance.area'
import { articlesArea } from './articles/articles.area'
import { categoriesArea } from './categories/categories.area'
import { couponsArea } from './coupons/coupons.area'
import { embedTokensArea } from './embedTokens/embedTokens.area'
import { faqArea } from './faq/faq.area'
import { homeArea } from './home/home.area'
import { internalUsersArea } from './internalUsers/internalUsers.area'
import { inventoryArea } from './inventory/inventory.area'
import { notificationsArea } from './notifications/notifications.area'
import { ordersArea } from './orders/orders.area'
import { profileArea } from './profile/profile.area'
import { pushNotificationsArea } from './pushNotifications/pushNotifications.area'
import { reviewsArea } from './reviews/reviews.area'
import { rolesArea } from './roles/roles.area'
import { statisticsArea } from './statistics/statistics.area'
import { usersArea } from './users/users.area'

export const AREAS: readonly AreaManifest[] = [
  homeArea,
  ordersArea,
  inventoryArea,
  reviewsArea,
  usersArea,
  internalUsersArea,
  rolesArea,
  articlesArea,
  appearanceArea,
  pushNotificationsArea,
  statisticsArea,
  categoriesArea,
  faqArea,
  couponsArea,
  profileArea,
  notificationsArea,
  embedTokensArea,
]
