import { appearanceHandlers } from './appearance/appearance.handlers'
import { articlesHandlers } from './articles/articles.handlers'
import { articlesSearch } from './articles/articles.search'
import { authHandlers } from './auth/auth.handlers'
import { categoriesHandlers } from './categories/categories.handlers'
import { changesHandlers } from './changes/changes.handlers'
import { couponsHandlers } from './coupons/coupons.handlers'
import { couponsSearch } from './coupons/coupons.search'
import { embedTokensHandlers } from './embedTokens/embedTokens.handlers'
import { faqHandlers } from './faq/faq.handlers'
import { faqSearch } from './faq/faq.search'
import { homeHandlers } from './home/home.handlers'
import { internalUsersHandlers } from './internalUsers/internalUsers.handlers'
import { internalUsersSearch } from './internalUsers/internalUsers.search'
import { inventoryHandlers } from './inventory/inventory.handlers'
import { inventorySearch } from './inventory/inventory.search'
import { notificationsHandlers } from './notifications/notifications.handlers'
import { ordersHandlers } from './orders/orders.handlers'
import { ordersSearch } from './orders/orders.search'
import { previewSessionsHandlers } from './previewSessions/previewSessions.handlers'
import { profileHandlers } from './profile/profile.handlers'
import { pushNotificationsHandlers } from './pushNotifications/pushNotifications.handlers'
import { pushNotificationsSearch } from './pushNotifications/pushNotifications.search'
import { reviewsHandlers } from './reviews/reviews.handlers'
import { rolesHandlers } from './roles/roles.handlers'
import { savedViewsHandlers } from './savedViews/savedViews.handlers'
import { searchHandlers } from './search/search.handlers'
import type { ServerModule } from './serverModule'
import { statisticsHandlers } from './statistics/statistics.handlers'
import { systemHandlers } from './system/system.handlers'
import { uploadsHandlers } from './uploads/uploads.handlers'
import { membersSearch } from './users/members.search'
import { usersHandlers } from './users/users.handlers'

/** The areas of the server, one line each; record search asks their searches in this order. */
const areas: readonly ServerModule[] = [
  { area: 'system', handlers: systemHandlers },
  { area: 'auth', handlers: authHandlers },
  { area: 'internalUsers', handlers: internalUsersHandlers, search: internalUsersSearch },
  { area: 'roles', handlers: rolesHandlers },
  { area: 'profile', handlers: profileHandlers },
  { area: 'uploads', handlers: uploadsHandlers },
  { area: 'orders', handlers: ordersHandlers, search: ordersSearch },
  { area: 'users', handlers: usersHandlers, search: membersSearch },
  { area: 'home', handlers: homeHandlers },
  { area: 'statistics', handlers: statisticsHandlers },
  { area: 'notifications', handlers: notificationsHandlers },
  { area: 'embedTokens', handlers: embedTokensHandlers },
  { area: 'reviews', handlers: reviewsHandlers },
  { area: 'inventory', handlers: inventoryHandlers, search: inventorySearch },
  { area: 'articles', handlers: articlesHandlers, search: articlesSearch },
  { area: 'categories', handlers: categoriesHandlers },
  { area: 'pushNotifications', handlers: pushNotificationsHandlers, search: pushNotificationsSearch },
  { area: 'faq', handlers: faqHandlers, search: faqSearch },
  { area: 'appearance', handlers: appearanceHandlers },
  { area: 'coupons', handlers: couponsHandlers, search: couponsSearch },
  { area: 'changes', handlers: changesHandlers },
  { area: 'previewSessions', handlers: previewSessionsHandlers },
  { area: 'savedViews', handlers: savedViewsHandlers },
]

export const searchSources = areas.flatMap((module) => (module.search ? [module.search] : []))

/** Every module the router answers from: the areas, and record search over them. */
export const modules: readonly ServerModule[] = [
  ...areas,
  { area: 'search', handlers: searchHandlers(searchSources) },
]
