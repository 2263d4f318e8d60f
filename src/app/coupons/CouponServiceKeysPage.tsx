import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import {
  type CouponServiceKey,
  couponServiceKeysKeys,
  type MintedCouponServiceKey,
} from '../../api/couponServiceKeys'
import { $api } from '../../api/queryClient'
import { can, permissionsState } from '../../stores/permissions'
import { Screen } from '../../ui/ScreenStates'
import { NewServiceKeyForm } from './components/NewServiceKeyForm'
import { RevokeServiceKeyDialog } from './components/RevokeServiceKeyDialog'
import { ServiceKeySecretPanel } from './components/ServiceKeySecretPanel'
import { type ServiceKeyListStatus, ServiceKeyTable } from './components/ServiceKeyTable'

/** The keys the checkout redeems coupons with: make one (its secret shown once), list them, revoke. */
export function CouponServiceKeysPage({ titleKey = 'coupons:nav.routes.coupons.serviceKeys.title' }) {
  const { t } = useTranslation()
  const permissions = useSnapshot(permissionsState)
  const keys = useQuery($api.queryOptions(...couponServiceKeysKeys.list()))
  // Only in this screen's memory: leaving it forgets the secret, which the server never shows again.
  const [minted, setMinted] = useState<MintedCouponServiceKey | null>(null)
  const [revoking, setRevoking] = useState<CouponServiceKey | null>(null)
  const mayCreate = can('coupons', 'create', permissions)
  const mayRevoke = can('coupons', 'delete', permissions)
  let status: ServiceKeyListStatus = 'ready'
  if (keys.isPending) status = 'loading'
  else if (keys.isError) status = 'failed'

  return (
    <Screen title={t(titleKey)} intro={t('coupons:service_keys.intro')}>
      {minted ? <ServiceKeySecretPanel minted={minted} onDone={() => setMinted(null)} /> : null}
      {!minted && mayCreate ? <NewServiceKeyForm onMinted={setMinted} /> : null}
      <ServiceKeyTable
        keys={keys.data?.data ?? []}
        status={status}
        onRetry={() => void keys.refetch()}
        onRevoke={mayRevoke ? setRevoking : undefined}
      />
      <RevokeServiceKeyDialog serviceKey={revoking} onClose={() => setRevoking(null)} />
    </Screen>
  )
}

/** The same screen, reached by the "New coupon service key" command, titled for it. */
export function NewCouponServiceKeyPage() {
  return <CouponServiceKeysPage titleKey="coupons:nav.routes.coupons.createServiceKey.title" />
}
