import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { type ArticleDetail, createArticle, readArticle, updateArticle } from '../../api/articles'
import type { Language } from '../../domain/constants'
import { otherLanguage } from '../../domain/constants'
import { nameIn } from '../../domain/orders'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog'
import { useEditor } from '../../ui/useEditor'
import { ArticleActionDialog, type ArticleActionRequest } from './ArticleActionDialog'
import { ArticleForm } from './ArticleForm'
import {
  ARTICLE_FORM_FIELDS,
  type ArticleFormField,
  type ArticleValues,
  articleValues,
  emptyArticleValues,
  toArticleInput,
  toArticleUpdate,
  validateArticleForm,
} from './articleForm'
import { articlesPaths } from './articles.paths'
import { type ArticleAction, useOpenArticle } from './openArticle'

function ArticleEditor({ id, onReload }: { id: string | null; onReload(): void }) {
  const { t, i18n } = useTranslation()
  const [, navigate] = useLocation()
  const [language, setLanguage] = useState<Language>(i18n.language === 'th' ? 'th' : 'en')
  const [request, setRequest] = useState<ArticleActionRequest | null>(null)
  const editor = useEditor<ArticleValues, ArticleFormField, ArticleDetail | null, ArticleDetail>({
    fields: ARTICLE_FORM_FIELDS,
    validate: validateArticleForm,
    load: async () => {
      const article = id ? await readArticle(id) : null
      return { record: article, values: article ? articleValues(article) : emptyArticleValues() }
    },
    save: async (values, article) => {
      if (!article) return createArticle(toArticleInput(values))
      return updateArticle(article._id, toArticleUpdate(values, article))
    },
    onSaved: (saved, _, article) => {
      const name = nameIn(saved.name, i18n.language)
      showToast({ text: t(article ? 'articles:form.saved' : 'articles:form.created', { name }) }, 'success', {
        durationMs: SCREEN_TOAST_DURATION_MS,
      })
      navigate(articlesPaths.hrefOf('articles.detail', { id: saved._id }))
    },
    undo: { kind: 'article', recordIdOf: (article) => article?._id },
  })
  const article = editor.form?.record ?? null
  const actions = useMemo(
    () =>
      article
        ? {
            ask: (action: ArticleAction) => setRequest({ action, article }),
            switchLanguage: () => setLanguage(otherLanguage),
          }
        : null,
    [article],
  )
  useOpenArticle(article, actions)
  const title = article
    ? t('articles:form.title_of', { name: nameIn(article.name, i18n.language) })
    : id
      ? t('articles:nav.routes.articles.edit.title')
      : t('articles:nav.routes.articles.create.title')
  return (
    <Screen title={title}>
      {editor.form ? (
        <ArticleForm form={editor.form} language={language} onLanguage={setLanguage} onReload={onReload} />
      ) : (
        <RecordStates
          status={editor.status === 'ready' ? 'loading' : editor.status}
          onRetry={editor.retry}
          backHref={articlesPaths.hrefOf('articles.list')}
          backLabel={t('articles:detail.back')}
        />
      )}
      <UnsavedChangesDialog leave={editor.leave} />
      <ArticleActionDialog
        request={request}
        onClose={() => setRequest(null)}
        onDone={(action) =>
          action === 'delete' ? navigate(articlesPaths.hrefOf('articles.list')) : onReload()
        }
      />
    </Screen>
  )
}

/** Create new article and edit article (spec section 2): one editor, on the editor machine. */
export function ArticleEditorPage() {
  const id = new URLSearchParams(useSearch()).get('id')
  // Loading the latest version after a stale save starts the editor again from the server's copy.
  const [loads, setLoads] = useState(0)
  return <ArticleEditor key={`${id}:${loads}`} id={id} onReload={() => setLoads((count) => count + 1)} />
}
