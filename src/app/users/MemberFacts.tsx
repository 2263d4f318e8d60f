import { useTranslation } from 'react-i18next'
import type { MemberDetail } from '../../api/members'
import { VERIFIED_DOCUMENT_STATUS } from '../../domain/members'
import { nameIn } from '../../domain/orders'
import { ChangeHistory } from '../../ui/ChangeHistory'
import { formatDate } from '../../ui/dateRange/dateRange'

const card = 'space-y-3 rounded-2xl border border-line bg-surface p-5 shadow-sm'

/** What the member holds that staff see but do not change here: type, tier, documents, sign-in factors, sponsor. */
export function MemberFacts({ member }: { member: MemberDetail }) {
  const { t, i18n } = useTranslation()
  const onOff = (on: boolean) => (on ? t('ui:two_factor_on') : t('ui:two_factor_off'))
  const facts: [string, string][] = [
    [t('users:fields.member_id'), member.memberId],
    [t('users:fields.type'), t(`users:type.${member.memberType}`)],
    [t('users:fields.tier'), t(`users:tier.${member.tier}`)],
    [t('users:fields.document_status'), t(`users:document_status.${member.documentStatus}`)],
    [t('users:fields.join_date'), formatDate(member.createdAt)],
  ]
  const factors: [string, boolean][] = [
    [t('users:factors.two_fa'), member.twoFaStatus],
    [t('users:factors.google'), member.googleAuth],
    [t('users:factors.sms'), member.smsAuth],
    [t('users:factors.facebook'), member.facebookAuth],
  ]
  const sponsor = member.sponsor
  return (
    <div className="grid gap-5 lg:grid-cols-3">
      <section aria-label={t('users:edit.membership')} className={card}>
        <h2 className="font-semibold text-fg text-lg">{t('users:edit.membership')}</h2>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-fg-muted">{label}</dt>
              <dd className="text-fg">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-label={t('users:edit.sign_in_factors')} className={card}>
        <h2 className="font-semibold text-fg text-lg">{t('users:edit.sign_in_factors')}</h2>
        <p className="text-fg-muted text-sm">{t('users:edit.sign_in_factors_hint')}</p>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          {factors.map(([label, on]) => (
            <div key={label} className="contents">
              <dt className="text-fg-muted">{label}</dt>
              <dd className={on ? 'font-medium text-success' : 'text-fg'}>{onOff(on)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-label={t('users:edit.sponsor')} className={card}>
        <h2 className="font-semibold text-fg text-lg">{t('users:edit.sponsor')}</h2>
        {sponsor ? (
          <div className="flex items-center gap-3">
            {sponsor.avatarUrl ? (
              <img src={sponsor.avatarUrl} alt="" className="size-10 rounded-full" />
            ) : null}
            <div>
              <p className="font-medium text-fg">
                {nameIn(sponsor.name, i18n.language) || sponsor.sponsorId}{' '}
                {sponsor.documentStatus === VERIFIED_DOCUMENT_STATUS ? (
                  <span className="ms-1 rounded-full bg-success-subtle px-2 py-0.5 text-success text-xs">
                    {t('users:edit.verified')}
                  </span>
                ) : null}
              </p>
              <p className="text-fg-muted text-sm">{sponsor.sponsorId}</p>
            </div>
          </div>
        ) : (
          <p className="text-fg-muted text-sm">{t('users:edit.no_sponsor')}</p>
        )}
      </section>
      <section aria-label={t('users:edit.documents')} className={`${card} lg:col-span-3`}>
        <h2 className="font-semibold text-fg text-lg">{t('users:edit.documents')}</h2>
        {member.images.length === 0 ? (
          <p className="text-fg-muted text-sm">{t('users:edit.no_documents')}</p>
        ) : (
          <ul className="flex flex-wrap gap-3">
            {member.images.map((image) => (
              <li key={image.key}>
                <a
                  href={image.url}
                  target="_blank"
                  rel="noreferrer"
                  className="text-accent text-sm underline"
                >
                  {t(`users:image_type.${image.type}`, { defaultValue: image.type })}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="lg:col-span-3">
        {/* The member editor opens only with the update permission a revert needs. */}
        <ChangeHistory kind="member" recordId={member._id} canRevert />
      </div>
    </div>
  )
}
