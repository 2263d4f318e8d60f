// The signed-in staff member's own profile: details, photo, password and two-factor verification.
import type { AreaManifest } from '../../commands/area'
import { profilePaths } from './profile.paths'

export const profileArea: AreaManifest = {
  slug: 'profile',
  routes: profilePaths.routes,
  pages: () => import('./profile.pages').then((m) => m.profilePages),
  commands: () => import('./profile.commands').then((m) => m.profileCommands),
  locales: {
    en: () => import('../../../locales/en/profile.json'),
    th: () => import('../../../locales/th/profile.json'),
  },
}
