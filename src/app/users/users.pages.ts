// The users area's screens by route id, each code-split: a module of its own, loaded with the first
// of them (src/app/shell/areaRegistry.ts), so the app starts without the list of every screen's chunks.
import type { PageLoader } from '../../commands/area'

export const usersPages: Readonly<Record<string, PageLoader>> = {
  'users.list': () => import('./MemberListPage').then((m) => ({ default: m.MemberListPage })),
  'users.edit': () => import('./EditMemberPage').then((m) => ({ default: m.EditMemberPage })),
}
