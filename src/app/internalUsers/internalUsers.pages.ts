// The internalUsers area's screens by route id, each code-split: a module of its own, loaded with the first
// of them (src/app/shell/areaRegistry.ts), so the app starts without the list of every screen's chunks.
import type { PageLoader } from '../../commands/area'

const internalUserFormPage = () =>
  import('./InternalUserFormPage').then((m) => ({ default: m.InternalUserFormPage }))

export const internalUsersPages: Readonly<Record<string, PageLoader>> = {
  'internalUsers.list': () =>
    import('./InternalUserListPage').then((m) => ({ default: m.InternalUserListPage })),
  'internalUsers.create': internalUserFormPage,
  'internalUsers.edit': internalUserFormPage,
}
