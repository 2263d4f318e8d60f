import { definePaths, needs } from '../../domain/routes'

// The platform's members (spec: 'User management'), not the back-office's staff.
export const usersPaths = definePaths('users', {
  'users.list': {
    path: 'user-management/user-list',
    kind: 'list',
    needs: needs('users', 'access'),
    nav: true,
  },
  'users.edit': {
    path: 'user-management/edit-user-information/{id}',
    kind: 'edit',
    needs: needs('users', 'update'),
    parent: 'users.list',
  },
})
