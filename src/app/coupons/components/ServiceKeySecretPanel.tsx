import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { MintedCouponServiceKey } from '../../../api/couponServiceKeys'
import { Button } from '../../../ui/Button'
import { CopyableText } from '../../../ui/CopyableText'

/**
 * The key just made, shown this once: the server keeps only its hash, so leaving the screen or pressing
 * Done forgets it for good. The secret takes the keyboard (selected), Tab reaches its copy button.
 */
export function ServiceKeySecretPanel({
  minted,
  onDone,
}: {
  minted: MintedCouponServiceKey
  onDone(): void
}) {
  const { t } = useTranslation()
  const panel = useRef<HTMLElement>(null)
  useEffect(() => {
    panel.current?.querySelector('textarea')?.focus()
  }, [])
  return (
    <section
      ref={panel}
      aria-labelledby="service-key-secret-title"
      className="space-y-4 rounded-2xl border border-primary-300 bg-surface p-5"
    >
      <h2 id="service-key-secret-title" className="font-semibold text-fg text-lg">
        {t('coupons:service_keys.secret.title', { name: minted.name })}
      </h2>
      <p role="alert" className="rounded-lg border border-warning-line bg-warning-subtle p-3 text-warning">
        {t('coupons:service_keys.secret.once')}
      </p>
      <CopyableText
        label={t('coupons:service_keys.secret.key')}
        hint={t('coupons:service_keys.secret.how')}
        text={minted.key}
        copyLabel={t('coupons:service_keys.secret.copy')}
      />
      <Button variant="secondary" onClick={onDone}>
        {t('coupons:service_keys.secret.done')}
      </Button>
    </section>
  )
}
