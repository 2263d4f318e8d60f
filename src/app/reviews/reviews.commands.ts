// The reviews area's palette commands and shortcuts: a module of their own, loaded after the first
// screen shows (src/app/shell/commandRegistry.ts).
import { navigateCommand } from '../../commands/routeCommands'
import type { Command, CommandScope } from '../../commands/types'
import { needs } from '../../domain/routes'
import { askToDecideReviews, pendingAmong, reviewDecisionState } from './reviewDecisions'
import { reviewsPaths } from './reviews.paths'

const REVIEW_WORDS = ['review', 'reviews', 'selected', 'bulk', 'รีวิว', 'ที่เลือก']
// The list offers its picked rows to decide on.
const DECIDE_SCREENS: readonly string[] = ['reviews']
const pendingPicked = (scope: CommandScope): boolean =>
  scope.routeId !== null &&
  DECIDE_SCREENS.includes(scope.routeId) &&
  pendingAmong(reviewDecisionState.decidable).length > 0

export const reviewsCommands: readonly Command[] = [
  navigateCommand(reviewsPaths.route('reviews'), 'review-approval', {
    keywords: ['reviews', 'ratings', 'approve', 'reject', 'รีวิว', 'อนุมัติ', 'ปฏิเสธ', 'ความคิดเห็น', 'คะแนน'],
    hotKeys: ['g', 'r'],
  }),
  {
    id: 'approve-selected-reviews',
    titleKey: 'reviews:nav.commands.approve_selected',
    keywords: ['approve', 'accept', 'publish', 'อนุมัติ', ...REVIEW_WORDS],
    section: 'actions',
    hotKeys: ['r', 'a'],
    permission: needs('reviewApproval', 'approve'),
    screens: DECIDE_SCREENS,
    // The selection bar shows an Approve button of its own.
    hiddenInActionBar: true,
    when: pendingPicked,
    run: () => askToDecideReviews('approve'),
  },
  {
    id: 'reject-selected-reviews',
    titleKey: 'reviews:nav.commands.reject_selected',
    keywords: ['reject', 'decline', 'hide', 'ปฏิเสธ', ...REVIEW_WORDS],
    section: 'actions',
    hotKeys: ['r', 'x'],
    permission: needs('reviewApproval', 'approve'),
    screens: DECIDE_SCREENS,
    hiddenInActionBar: true,
    when: pendingPicked,
    run: () => askToDecideReviews('reject'),
  },
]
