import { nav as en } from '../../../locales/en/reviews.json'
import { nav as th } from '../../../locales/th/reviews.json'
import { type AreaManifest, bothLanguages } from '../../commands/area'
import { navigateCommand } from '../../commands/routeCommands'
import { reviewsPaths } from './reviews.paths'

export const reviewsArea: AreaManifest = {
  slug: 'reviews',
  routes: reviewsPaths.routes,
  commands: [
    navigateCommand(reviewsPaths.route('reviews'), 'review-approval', {
      keywords: ['reviews', 'ratings', 'approve', 'reject', 'รีวิว', 'อนุมัติ', 'ปฏิเสธ', 'ความคิดเห็น', 'คะแนน'],
      hotKeys: ['g', 'r'],
    }),
  ],
  sidebar: { links: [{ commandId: 'go-to-review-approval' }] },
  nav: { en: { nav: en }, th: { nav: th } },
  locales: () =>
    bothLanguages(
      import('../../../locales/en/reviews.json?raw'),
      import('../../../locales/th/reviews.json?raw'),
    ),
}
