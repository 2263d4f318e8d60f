import { useTranslation } from 'react-i18next'
import type { PushNotification } from '../../api/pushNotifications'
import { PUSH_INTERRUPTED_REASON } from '../../domain/pushNotifications'
import { formatSendTime } from './formatSendTime'

/** Each sending of a notification: when, how it went (and why it failed), and how many staff got it. */
export function PushSendings({ push }: { push: PushNotification }) {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="push-sendings"
      className="space-y-3 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <h2 id="push-sendings" className="font-semibold text-fg text-lg">
        {t('pushNotifications:sendings')}
      </h2>
      {push.sendings.length === 0 ? (
        <p className="text-fg-muted text-sm">{t('pushNotifications:no_sendings')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm [&_td]:py-2 [&_td]:pe-4 [&_th]:pe-4 [&_th]:pb-1">
            <thead className="text-fg-muted">
              <tr>
                <th scope="col">{t('pushNotifications:sending_columns.time')}</th>
                <th scope="col">{t('pushNotifications:sending_columns.outcome')}</th>
                <th scope="col">{t('pushNotifications:sending_columns.reason')}</th>
                <th scope="col">{t('pushNotifications:sending_columns.recipients')}</th>
              </tr>
            </thead>
            <tbody>
              {push.sendings.map((sending) => (
                <tr key={sending._id} className="border-line border-t">
                  <td className="whitespace-nowrap tabular-nums">{formatSendTime(sending.sentAt)}</td>
                  <td className="whitespace-nowrap">{t(`pushNotifications:outcomes.${sending.outcome}`)}</td>
                  <td>
                    {sending.reason === PUSH_INTERRUPTED_REASON
                      ? t('pushNotifications:reasons.interrupted')
                      : (sending.reason ?? '—')}
                  </td>
                  <td className="whitespace-nowrap tabular-nums">
                    {sending.recipients ?? t('pushNotifications:recipients_topic')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
