// The roles area's screens by route id, each code-split: a module of its own, loaded with the first
// of them (src/app/shell/areaRegistry.ts), so the app starts without the list of every screen's chunks.
import type { PageLoader } from '../../commands/area'

const roleEditorPage = () => import('./RoleEditorPage').then((m) => ({ default: m.RoleEditorPage }))

export const rolesPages: Readonly<Record<string, PageLoader>> = {
  'roles.list': () => import('./RoleListPage').then((m) => ({ default: m.RoleListPage })),
  'roles.create': roleEditorPage,
  'roles.edit': roleEditorPage,
}
