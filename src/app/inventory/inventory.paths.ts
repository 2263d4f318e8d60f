import { definePaths, needs } from '../../domain/routes'

export const inventoryPaths = definePaths('inventory', {
  'inventory.list': {
    path: 'inventory-management/product-list',
    kind: 'list',
    needs: needs('inventory', 'access'),
    nav: true,
  },
  'inventory.media': {
    path: 'inventory-management/update-product-image-&-video/{locationBase}/{id}',
    kind: 'edit',
    needs: needs('inventory', 'update'),
    parent: 'inventory.list',
  },
})
