import { definePaths, needs } from '../../domain/routes'

export const reviewsPaths = definePaths('reviews', {
  reviews: { path: 'review-approval', kind: 'list', needs: needs('reviewApproval', 'access'), nav: true },
})
