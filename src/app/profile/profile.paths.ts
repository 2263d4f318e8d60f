import { definePaths } from '../../domain/routes'

// Any signed-in staff member has a profile; its security part holds the two-factor set-up.
export const profilePaths = definePaths('profile', {
  profile: { path: 'profile', kind: 'page', needs: 'authenticated' },
})
