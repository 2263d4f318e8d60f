import { definePaths, needs } from '../../domain/routes'

export const internalUsersPaths = definePaths('internalUsers', {
  'internalUsers.list': {
    path: 'internal-user-management/internal-user-list',
    kind: 'list',
    needs: needs('internalUsers', 'access'),
    nav: true,
  },
  'internalUsers.create': {
    path: 'internal-user-management/create-new-internal-user-account',
    kind: 'create',
    needs: needs('internalUsers', 'create'),
    parent: 'internalUsers.list',
  },
  'internalUsers.edit': {
    path: 'internal-user-management/edit-internal-user-account/{id}',
    kind: 'edit',
    needs: needs('internalUsers', 'update'),
    parent: 'internalUsers.list',
  },
})
