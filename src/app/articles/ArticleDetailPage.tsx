import { type ReactNode, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link, useLocation, useSearch } from 'wouter'
import { type ArticleDetail, articlesKeys } from '../../api/articles'
import { $api } from '../../api/queryClient'
import type { Language } from '../../domain/constants'
import { otherLanguage } from '../../domain/constants'
import { nameIn } from '../../domain/orders'
import { can, permissionsState } from '../../stores/permissions'
import { Button, buttonStyles } from '../../ui/Button'
import { ChangeHistory } from '../../ui/ChangeHistory'
import { ContentLanguageSwitch } from '../../ui/ContentLanguageSwitch'
import { formatDateTime } from '../../ui/dateRange/dateRange'
import { RichTextView } from '../../ui/richText/RichTextView'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { StatusPill } from '../../ui/StatusPill'
import { useRecord } from '../../ui/useRecord'
import { ArticleActionDialog, type ArticleActionRequest } from './ArticleActionDialog'
import { publishPeriodText } from './articlePeriod'
import { articlesPaths } from './articles.paths'
import { type ArticleAction, useOpenArticle } from './openArticle'

const card = 'rounded-2xl border border-line bg-surface p-5 shadow-sm'
const listHref = () => articlesPaths.hrefOf('articles.list')

function Facts({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation()
  const facts: [string, ReactNode][] = [
    [t('articles:detail.category'), article.category.name],
    [t('articles:detail.status'), <StatusPill key="status" status={article.status} />],
    [t('articles:detail.views'), article.views.toLocaleString('en-US')],
    [
      t('articles:detail.period'),
      `${publishPeriodText(t, article)} · ${t(`articles:publish_state.${article.publishState}`)}`,
    ],
    [t('articles:detail.created'), formatDateTime(article.createdAt)],
    [t('articles:detail.updated'), formatDateTime(article.updatedAt)],
  ]
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-fg-muted text-sm">{label}</dt>
          <dd className="font-medium text-fg">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function ArticleView({ article }: { article: ArticleDetail }) {
  const { t, i18n } = useTranslation()
  const [, navigate] = useLocation()
  const permissions = useSnapshot(permissionsState)
  const [language, setLanguage] = useState<Language>(i18n.language === 'th' ? 'th' : 'en')
  const [request, setRequest] = useState<ArticleActionRequest | null>(null)
  const mayEdit = can('newsArticles', 'update', permissions)
  const mayDelete = can('newsArticles', 'delete', permissions)
  const toggle = article.status === 'active' ? 'deactivate' : 'activate'
  const ask = (action: ArticleAction) => setRequest({ action, article })
  const actions = useMemo(
    () => ({
      ask: (action: ArticleAction) => setRequest({ action, article }),
      switchLanguage: () => setLanguage(otherLanguage),
    }),
    [article],
  )
  useOpenArticle(article, actions)

  return (
    <div className="space-y-5">
      <div role="toolbar" aria-label={t('articles:detail.actions')} className="flex flex-wrap gap-2">
        {mayEdit ? (
          <>
            <Link
              href={articlesPaths.hrefOf('articles.edit', { id: article._id })}
              className={buttonStyles.secondary}
            >
              {t('ui:edit')}
            </Link>
            <Button type="button" variant="secondary" className="w-auto" onClick={() => ask(toggle)}>
              {t(`articles:actions.${toggle}`)}
            </Button>
          </>
        ) : null}
        {mayDelete ? (
          <Button
            type="button"
            variant="secondary"
            className="w-auto text-danger"
            onClick={() => ask('delete')}
          >
            {t('ui:delete')}
          </Button>
        ) : null}
      </div>
      <section className={card} aria-label={t('articles:nav.routes.articles.detail.title')}>
        <Facts article={article} />
      </section>
      <section className={`${card} space-y-4`} aria-label={t('articles:detail.content')}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 lang={language} className="font-semibold text-fg text-xl">
            {article.name[language]}
          </h2>
          <ContentLanguageSwitch value={language} onChange={setLanguage} />
        </div>
        <img
          src={article.imageUrl}
          alt={t('articles:detail.main_image_of', { name: article.name[language] })}
          className="max-h-96 rounded-xl border border-line object-cover"
        />
        <div lang={language}>
          <RichTextView html={article.content[language]} />
        </div>
      </section>
      <ChangeHistory kind="article" recordId={article._id} canRevert={mayEdit} />
      <ArticleActionDialog
        request={request}
        onClose={() => setRequest(null)}
        onDone={(action) => {
          if (action === 'delete') navigate(listHref())
        }}
      />
    </div>
  )
}

/** Full article detail (spec section 2): both languages with a content-language switch, image, views and actions. */
export function ArticleDetailPage() {
  const { t, i18n } = useTranslation()
  const id = new URLSearchParams(useSearch()).get('id') ?? ''
  const record = useRecord<ArticleDetail>(id ? $api.queryOptions(...articlesKeys.detail(id)) : null)
  const article = record.data
  return (
    <Screen
      title={article ? nameIn(article.name, i18n.language) : t('articles:nav.routes.articles.detail.title')}
    >
      {record.status === 'ready' && article ? (
        <ArticleView article={article} />
      ) : (
        <RecordStates
          status={id && record.status !== 'ready' ? record.status : 'missing'}
          onRetry={record.reload}
          backHref={listHref()}
          backLabel={t('articles:detail.back')}
        />
      )}
    </Screen>
  )
}
