import { definePaths, needs } from '../../domain/routes'

export const ordersPaths = definePaths('orders', {
  'orders.list': {
    path: 'order-management/order-list',
    kind: 'list',
    needs: needs('orders', 'access'),
    nav: true,
  },
  'orders.detail': {
    path: 'order-management/full-order-detail/{id}',
    kind: 'detail',
    needs: needs('orders', 'access'),
    parent: 'orders.list',
  },
  'orders.tracking': {
    path: 'order-management/order-tracking/{id}',
    kind: 'detail',
    needs: needs('orders', 'access'),
    parent: 'orders.detail',
    parentSharesParams: true,
  },
  'orders.edit': {
    path: 'order-management/edit-order/{id}',
    kind: 'edit',
    needs: needs('orders', 'update'),
    parent: 'orders.detail',
    parentSharesParams: true,
  },
})
