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
  // Not in the spec: the keys the checkout redeems coupons with. Below the coupon list,
  // not in the sidebar (the spec's); the palette's Navigate section and the list's link offer it.
  'coupons.serviceKeys': {
    path: 'coupon-management/service-keys',
    kind: 'page',
    needs: needs('coupons', 'access'),
    parent: 'coupons.list',
  },
  // The same screen, opened for making a key: its name field takes the keyboard.
  'coupons.createServiceKey': {
    path: 'coupon-management/create-new-service-key',
    kind: 'create',
    needs: needs('coupons', 'create'),
    parent: 'coupons.serviceKeys',
  },
})

/** The service keys screen's form, which the "New coupon service key" command opens the screen at. */
export const NEW_SERVICE_KEY_ANCHOR = 'new-key'
