import { definePaths, needs } from '../../domain/routes'

export const articlesPaths = definePaths('articles', {
  'articles.list': {
    path: 'news-&-article/list',
    kind: 'list',
    needs: needs('newsArticles', 'access'),
    nav: true,
  },
  'articles.detail': {
    path: 'news-&-article/full-article-detail',
    kind: 'detail',
    needs: needs('newsArticles', 'access'),
    parent: 'articles.list',
    query: ['id'],
  },
  'articles.create': {
    path: 'news-&-article/create-new-article',
    kind: 'create',
    needs: needs('newsArticles', 'create'),
    parent: 'articles.list',
  },
  'articles.edit': {
    path: 'news-&-article/edit-article',
    kind: 'edit',
    needs: needs('newsArticles', 'update'),
    parent: 'articles.list',
    query: ['id'],
  },
})
