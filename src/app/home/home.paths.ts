import { definePaths } from '../../domain/routes'

// The greeting is for every signed-in staff member; the figures it will show need home/access.
export const homePaths = definePaths('home', {
  home: { path: 'home', kind: 'home', needs: 'authenticated', nav: true },
})
