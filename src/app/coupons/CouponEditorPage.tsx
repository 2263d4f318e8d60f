import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { useLocation, useSearch } from 'wouter'
import {
  type Coupon,
  couponChains,
  couponsKeys,
  createCoupon,
  readCoupon,
  updateCoupon,
} from '../../api/coupons'
import type { CouponValues } from '../../domain/coupons/couponValidation'
import { emptyCouponValues } from '../../domain/coupons/couponValidation'
import { searchTerm } from '../../domain/validators'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog'
import { useEditor } from '../../ui/useEditor'
import { CouponActionDialog } from './CouponActionDialog'
import { CouponForm } from './CouponForm'
import { CouponScreenLinks } from './components/CouponScreenLinks'
import { couponActionState, useOpenCoupon } from './couponActions'
import {
  COUPON_FORM_FIELDS,
  type CouponFormField,
  couponValues,
  toCouponInput,
  toCouponUpdate,
  validateCouponForm,
} from './couponForm'
import { couponsPaths } from './coupons.paths'

/** The coupons a code being typed may chain to, the coupon itself left out. */
function useChainSuggestions(typed: string | null, excludeId: string | undefined) {
  const term = searchTerm(typed ?? '') ?? ''
  const found = useQuery({
    queryKey: couponsKeys.chains(term, excludeId),
    queryFn: () => couponChains(term, excludeId),
    staleTime: 30_000,
  })
  return found.data ?? []
}

function CouponEditor({ id, onReload }: { id: string | null; onReload(): void }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const editor = useEditor<CouponValues, CouponFormField, Coupon | null, Coupon>({
    fields: COUPON_FORM_FIELDS,
    validate: validateCouponForm,
    load: async () => {
      const coupon = id ? await readCoupon(id) : null
      return { record: coupon, values: coupon ? couponValues(coupon) : emptyCouponValues() }
    },
    save: async (values, coupon) => {
      // A code another coupon has comes back as the code field's 400; a 409 is a save made meanwhile.
      if (!coupon) return createCoupon(toCouponInput(values))
      return updateCoupon(coupon._id, toCouponUpdate(values, coupon))
    },
    onSaved: (saved, _, coupon) => {
      showToast(
        { text: t(coupon ? 'coupons:form.saved' : 'coupons:form.created', { code: saved.code }) },
        'success',
        { durationMs: SCREEN_TOAST_DURATION_MS },
      )
      navigate(couponsPaths.hrefOf('coupons.edit', { id: saved._id }), { replace: !coupon })
      if (coupon) onReload()
    },
  })
  const coupon = editor.form?.record ?? null
  useOpenCoupon(coupon)
  // Activated or deactivated from here (the palette, the dialog): an untouched form shows the new version.
  const open = useSnapshot(couponActionState).open
  const dirty = editor.form?.dirty ?? false
  useEffect(() => {
    if (coupon && open?._id === coupon._id && open.version !== coupon.version && !dirty) onReload()
  }, [coupon, open, dirty, onReload])
  const chainSuggestions = useChainSuggestions(editor.form?.values.chainToCoupon ?? null, coupon?._id)
  const title = coupon
    ? t('coupons:form.title_of', { code: coupon.code })
    : id
      ? t('coupons:nav.routes.coupons.edit.title')
      : t('coupons:nav.routes.coupons.create.title')
  return (
    <Screen title={title}>
      {editor.form ? (
        <div className="space-y-4">
          {coupon ? <CouponScreenLinks couponId={coupon._id} here="coupons.edit" /> : null}
          <CouponForm form={editor.form} chainSuggestions={chainSuggestions} onReload={onReload} />
        </div>
      ) : (
        <RecordStates
          status={editor.status === 'ready' ? 'loading' : editor.status}
          onRetry={editor.retry}
          backHref={couponsPaths.hrefOf('coupons.list')}
          backLabel={t('coupons:form.back')}
        />
      )}
      <UnsavedChangesDialog leave={editor.leave} />
      <CouponActionDialog />
    </Screen>
  )
}

/** Create new coupon and edit coupon (spec section 2): one editor, on the editor machine. */
export function CouponEditorPage() {
  const id = new URLSearchParams(useSearch()).get('id')
  // Loading the latest version after a stale save starts the editor again from the server's copy.
  const [loads, setLoads] = useState(0)
  return <CouponEditor key={`${id}:${loads}`} id={id} onReload={() => setLoads((count) => count + 1)} />
}
