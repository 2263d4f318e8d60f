import { definePaths, needs } from '../../domain/routes'

export const faqPaths = definePaths('faq', {
  'faq.list': { path: 'FAQ/list', kind: 'list', needs: needs('faq', 'access'), nav: true },
  'faq.create': {
    path: 'FAQ/create-new-FAQ',
    kind: 'create',
    needs: needs('faq', 'create'),
    parent: 'faq.list',
  },
  'faq.edit': { path: 'FAQ/edit-FAQ/{id}', kind: 'edit', needs: needs('faq', 'update'), parent: 'faq.list' },
  'faq.detail': {
    path: 'FAQ/full-FAQ-detail/{id}',
    kind: 'detail',
    needs: needs('faq', 'access'),
    parent: 'faq.list',
  },
})
