import { definePaths, needs } from '../../domain/routes'

export const pushNotificationsPaths = definePaths('pushNotifications', {
  'pushNotifications.list': {
    path: 'push-notification/list',
    kind: 'list',
    needs: needs('pushNotifications', 'access'),
    nav: true,
  },
  'pushNotifications.create': {
    path: 'push-notification/create-new-push-notification',
    kind: 'create',
    needs: needs('pushNotifications', 'create'),
    parent: 'pushNotifications.list',
  },
  'pushNotifications.edit': {
    path: 'push-notification/edit-push-notification/{id}',
    kind: 'edit',
    needs: needs('pushNotifications', 'update'),
    parent: 'pushNotifications.list',
  },
})
