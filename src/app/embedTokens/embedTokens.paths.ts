import { definePaths, needs } from '../../domain/routes'

// Below Order management: the tokens let other tools' pages show orders. Not a sidebar route (`nav`),
// as the sidebar is the spec's; the palette's Navigate section offers it (embedTokens.area.ts).
export const embedTokensPaths = definePaths('embedTokens', {
  'embedTokens.list': {
    path: 'order-management/embed-tokens',
    kind: 'page',
    needs: needs('orders', 'access'),
    parent: 'orders.list',
  },
})
