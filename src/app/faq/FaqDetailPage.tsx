import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link, useLocation, useParams } from 'wouter'
import { faqKeys } from '../../api/faq'
import { $api } from '../../api/queryClient'
import { LANGUAGES } from '../../domain/constants'
import { can, permissionsState } from '../../stores/permissions'
import { Button, buttonStyles } from '../../ui/Button'
import { ChangeHistory } from '../../ui/ChangeHistory'
import { formatDate, formatDateTime } from '../../ui/dateRange/dateRange'
import { RichTextView } from '../../ui/richText/RichTextView'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { StatusPill } from '../../ui/StatusPill'
import { DeleteFaqDialog } from './FaqListPage'
import { faqPaths } from './faq.paths'
import { showOpenFaq } from './faqActions'
import { switchFaqStatus } from './faqStatus'

/** Full FAQ detail (spec section 2): both languages, category, status, period, views, votes, history. */
export function FaqDetailPage() {
  const { id = '' } = useParams<{ id: string }>()
  const { t, i18n } = useTranslation()
  const [, navigate] = useLocation()
  const permissions = useSnapshot(permissionsState)
  const [deleting, setDeleting] = useState(false)
  const faq = useQuery($api.queryOptions(...faqKeys.detail(id)))
  const record = faq.data ?? null
  useEffect(() => showOpenFaq(record), [record])
  const language = i18n.language === 'th' ? 'th' : 'en'

  if (!record)
    return (
      <Screen title={t('faq:nav.routes.faq.detail.title')}>
        <RecordStates
          status={faq.isError ? 'missing' : 'loading'}
          onRetry={() => void faq.refetch()}
          backHref={faqPaths.hrefOf('faq.list')}
          backLabel={t('faq:back')}
        />
      </Screen>
    )
  const active = record.status === 'active'
  return (
    <Screen title={record.question[language]} intro={t('faq:number', { id: record.id })}>
      <div className="flex flex-wrap gap-2">
        {can('faq', 'update', permissions) ? (
          <>
            <Link href={faqPaths.hrefOf('faq.edit', { id })} className={buttonStyles.secondary}>
              {t('faq:edit')}
            </Link>
            <Button type="button" className="sm:w-auto" onClick={() => void switchFaqStatus(id, !active)}>
              {t(active ? 'faq:deactivate' : 'faq:activate')}
            </Button>
          </>
        ) : null}
        {can('faq', 'delete', permissions) ? (
          <button type="button" className={buttonStyles.secondary} onClick={() => setDeleting(true)}>
            {t('faq:delete.confirm')}
          </button>
        ) : null}
      </div>
      <dl className="grid gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:grid-cols-3">
        {[
          [t('faq:columns.category'), record.category.name],
          [t('faq:columns.status'), <StatusPill key="status" status={record.status} />],
          [
            t('faq:columns.period'),
            t('faq:period', {
              start: formatDate(record.publishStartDate),
              end: formatDate(record.publishEndDate),
            }),
          ],
          [t('faq:columns.views'), record.views.toLocaleString()],
          [
            t('faq:columns.helpful'),
            `${record.helpful.toLocaleString()} / ${record.notHelpful.toLocaleString()}`,
          ],
          [t('faq:columns.created'), formatDateTime(record.createdAt)],
        ].map(([term, value]) => (
          <div key={String(term)}>
            <dt className="text-fg-muted text-sm">{term}</dt>
            <dd className="mt-1 text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      {LANGUAGES.map((content) => (
        <section
          key={content}
          lang={content}
          className="space-y-2 rounded-2xl border border-line bg-surface p-5 shadow-sm"
        >
          <h2 className="font-semibold text-fg text-lg">
            {t(`faq:languages.${content}`)}: {record.question[content]}
          </h2>
          <RichTextView html={record.answer[content]} />
        </section>
      ))}
      <ChangeHistory kind="faq" recordId={id} canRevert={can('faq', 'update', permissions)} />
      <DeleteFaqDialog
        faq={deleting ? record : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(faqPaths.hrefOf('faq.list'))}
      />
    </Screen>
  )
}
