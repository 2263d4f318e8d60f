import { loopBannerUndo, slideBannerUndo } from '../appearance/bannerUndo'
import { articleUndo } from '../articles/articleUndo'
import { articleCategoryUndo, faqCategoryUndo } from '../categories/categoryUndo'
import { couponUndo } from '../coupons/couponUndo'
import { faqUndo } from '../faq/faqUndo'
import { productUndo } from '../inventory/productUndo'
import { orderUndo } from '../orders/orderUndo'
import { pushNotificationUndo } from '../pushNotifications/pushNotificationUndo'
import { roleUndo } from '../roles/roleUndo'
import { memberUndo } from '../users/memberUndo'
import type { UndoKind } from './undoKind'

/** Every kind of record whose changes can be reverted or whose deletions restored, one line each. */
export const UNDO_KINDS: readonly UndoKind[] = [
  faqUndo,
  faqCategoryUndo,
  articleUndo,
  articleCategoryUndo,
  orderUndo,
  memberUndo,
  productUndo,
  couponUndo,
  roleUndo,
  pushNotificationUndo,
  loopBannerUndo,
  slideBannerUndo,
]

export const undoKindOf = (kind: string): UndoKind | undefined =>
  UNDO_KINDS.find((undo) => undo.kind === kind)
