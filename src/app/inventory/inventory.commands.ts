// The inventory area's palette commands and shortcuts: a module of their own, loaded after the first
// screen shows (src/app/shell/commandRegistry.ts).
import { navigateCommand } from '../../commands/routeCommands'
import type { Command, CommandScope } from '../../commands/types'
import { needs } from '../../domain/routes'
import { inventoryPaths } from './inventory.paths'
import { openProductState } from './openProduct'

const PRODUCT_WORDS = ['product', 'product code', 'sku', 'สินค้า', 'รหัสสินค้า']
const MEDIA_WORDS = ['image', 'images', 'photo', 'video', 'media', 'รูปภาพ', 'วิดีโอ', 'รูป']
const onMediaScreen = (scope: CommandScope) =>
  scope.routeId === 'inventory.media' && openProductState.mediaActions !== null

export const inventoryCommands: readonly Command[] = [
  navigateCommand(inventoryPaths.route('inventory.list'), 'inventory', {
    keywords: [
      'products',
      'product list',
      'stock',
      'sku',
      'images',
      'video',
      'สินค้า',
      'รายการสินค้า',
      'สต็อก',
      'คลัง',
    ],
    hotKeys: ['g', 'i'],
  }),
  {
    id: 'open-product-media',
    titleKey: 'inventory:nav.commands.open_media',
    keywords: [...MEDIA_WORDS, 'open', 'เปิด', ...PRODUCT_WORDS],
    section: 'actions',
    hotKeys: ['p', 'm'],
    permission: needs('inventory', 'update'),
    screens: ['inventory.list'],
    // The list's row links to the same screen.
    hiddenInActionBar: true,
    when: (scope) => scope.routeId === 'inventory.list' && openProductState.product !== null,
    run: (context) => {
      const product = openProductState.product
      if (product)
        context.navigate(
          inventoryPaths.hrefOf('inventory.media', { locationBase: product.countryCode, id: product._id }),
        )
    },
  },
  {
    id: 'upload-product-media',
    titleKey: 'inventory:nav.commands.upload_media',
    keywords: ['upload', 'add', 'อัปโหลด', 'เพิ่ม', ...MEDIA_WORDS, ...PRODUCT_WORDS],
    section: 'actions',
    hotKeys: ['p', 'u'],
    permission: needs('inventory', 'update'),
    screens: ['inventory.media'],
    hiddenInActionBar: true,
    when: onMediaScreen,
    run: () => openProductState.mediaActions?.chooseFiles(),
  },
  {
    id: 'save-product-media',
    titleKey: 'inventory:nav.commands.save_media',
    keywords: ['save', 'order', 'cover', 'บันทึก', 'ลำดับ', 'ภาพปก', ...MEDIA_WORDS],
    section: 'actions',
    hotKeys: ['p', 's'],
    permission: needs('inventory', 'update'),
    screens: ['inventory.media'],
    hiddenInActionBar: true,
    when: onMediaScreen,
    run: () => openProductState.mediaActions?.save(),
  },
  {
    id: 'show-product-in-list',
    titleKey: 'inventory:nav.commands.show_in_list',
    keywords: ['list', 'find', 'price', 'stock', 'รายการ', 'ค้นหา', ...PRODUCT_WORDS],
    section: 'actions',
    hotKeys: ['p', 'l'],
    permission: needs('inventory', 'access'),
    screens: ['inventory.media'],
    when: onMediaScreen,
    run: (context) => {
      const product = openProductState.product
      if (!product) return
      const query = new URLSearchParams({ search: product.productCode })
      if (product.countryCode !== 'TH') query.set('country', product.countryCode)
      context.navigate(`${inventoryPaths.hrefOf('inventory.list')}?${query}`)
    },
  },
]
