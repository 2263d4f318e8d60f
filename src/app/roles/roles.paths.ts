import { definePaths, needs } from '../../domain/routes'

export const rolesPaths = definePaths('roles', {
  'roles.list': {
    path: 'role-&-permission-management/role-list',
    kind: 'list',
    needs: needs('roles', 'access'),
    nav: true,
  },
  'roles.create': {
    path: 'role-&-permission-management/create-new-role',
    kind: 'create',
    needs: needs('roles', 'create'),
    parent: 'roles.list',
  },
  'roles.edit': {
    path: 'role-&-permission-management/edit-role/{id}',
    kind: 'edit',
    needs: needs('roles', 'update'),
    parent: 'roles.list',
  },
})
