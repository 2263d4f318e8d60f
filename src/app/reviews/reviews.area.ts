import type { AreaManifest } from '../../commands/area'
import { reviewsPaths } from './reviews.paths'

export const reviewsArea: AreaManifest = {
  slug: 'reviews',
  routes: reviewsPaths.routes,
  pages: () => import('./reviews.pages').then((m) => m.reviewsPages),
  commands: () => import('./reviews.commands').then((m) => m.reviewsCommands),
  sidebar: { links: [{ routeId: 'reviews' }] },
  locales: {
    en: () => import('../../../locales/en/reviews.json'),
    th: () => import('../../../locales/th/reviews.json'),
  },
}
