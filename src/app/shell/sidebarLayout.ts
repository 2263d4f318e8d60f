// The sidebar of spec section 2, in its order. Entries name commands of the registry, which give the
// title, the link and the permission; a label here only shortens a title inside its submenu.
import type { SidebarGroup } from '../routes/dashboardRoutes'

export interface SidebarLink {
  commandId: string
  labelKey?: string
}

export type SidebarEntry =
  | ({ kind: 'link' } & SidebarLink)
  | { kind: 'group'; group: SidebarGroup; links: SidebarLink[] }

const link = (commandId: string, labelKey?: string): SidebarEntry => ({ kind: 'link', commandId, labelKey })

export const SIDEBAR: readonly SidebarEntry[] = [
  link('go-to-home'),
  link('go-to-orders'),
  link('go-to-inventory'),
  link('go-to-review-approval'),
  link('go-to-users'),
  link('go-to-internal-users'),
  link('go-to-roles'),
  link('go-to-news-and-articles'),
  {
    kind: 'group',
    group: 'appearance',
    links: [
      { commandId: 'go-to-banner-loops' },
      { commandId: 'go-to-banner-slides' },
      { commandId: 'go-to-product-slides' },
      { commandId: 'go-to-templates' },
    ],
  },
  link('go-to-push-notifications'),
  {
    kind: 'group',
    group: 'statistics',
    links: [
      { commandId: 'go-to-platform-statistics', labelKey: 'shell:sidebar.items.statisticsHome' },
      { commandId: 'go-to-user-access-history' },
      { commandId: 'go-to-internal-user-access-history' },
      { commandId: 'go-to-data-export-history' },
    ],
  },
  {
    kind: 'group',
    group: 'categories',
    links: [
      // Their full titles: 'News & article' and 'FAQ' alone would repeat the top-level entries.
      { commandId: 'go-to-news-categories' },
      { commandId: 'go-to-faq-categories' },
    ],
  },
  link('go-to-faq'),
  link('go-to-coupons'),
]
