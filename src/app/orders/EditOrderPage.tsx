import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'wouter'
import { type OrderDetail, readOrder, updateOrder } from '../../api/orders'
import { preferencesState } from '../../stores/preferences'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { AddressFields } from '../../ui/address/AddressFields'
import { Button, buttonStyles } from '../../ui/Button'
import { FormAlert } from '../../ui/FormAlert'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { SelectField } from '../../ui/SelectField'
import { StaleNotice } from '../../ui/StaleNotice'
import { TextField } from '../../ui/TextField'
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog'
import { UnsavedNote } from '../../ui/UnsavedNote'
import { type EditorForm, useEditor } from '../../ui/useEditor'
import { divisionCodesOf } from './divisionCodes'
import { OrderNotFound } from './OrderParts'
import {
  COURIER_MAX_LENGTH,
  ORDER_EDIT_FIELDS,
  type OrderEditField,
  type OrderEditValues,
  orderEditValues,
  statusChoices,
  toOrderUpdate,
  validateOrderEdit,
} from './orderEditForm'
import { ordersPaths } from './orders.paths'

const TRACKING_MAX_LENGTH = 40

/** The order as the server has it now, and the codes behind its addresses' divisions. */
async function loadOrder(id: string) {
  const order = await readOrder(id)
  const lang = preferencesState.language
  const [shippingAddress, billingAddress] = await Promise.all([
    divisionCodesOf(order.shippingAddress, lang),
    divisionCodesOf(order.billingAddress, lang),
  ])
  return { record: order, values: orderEditValues(order, { shippingAddress, billingAddress }) }
}

interface OrderFormProps {
  form: EditorForm<OrderEditValues, OrderEditField, OrderDetail>
  onReload(): void
}

function OrderForm({ form, onReload }: OrderFormProps) {
  const { t } = useTranslation()
  const { values, record: order, change, errorOf } = form
  const choices = statusChoices(order.status)
  const settled = choices.length === 1
  const card = 'space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-sm'
  return (
    <form ref={form.ref} noValidate onSubmit={form.submit} className="space-y-5">
      <section aria-label={t('orders:edit.status_section')} className={card}>
        <h2 className="font-semibold text-fg text-lg">{t('orders:edit.status_section')}</h2>
        <div className="grid gap-4 md:grid-cols-3">
          <SelectField
            label={t('orders:edit.status')}
            name="status"
            value={values.status}
            disabled={settled}
            hint={settled ? t('orders:edit.status_hint') : undefined}
            // Only where the order is and where it may go (src/domain/orderTransitions.ts).
            options={choices.map((status) => ({
              value: status,
              label:
                status === order.status
                  ? t('orders:edit.status_current', { status: t(`orders:status.${status}`) })
                  : t(`orders:status.${status}`),
            }))}
            onChange={(event) => change({ status: event.target.value as OrderEditValues['status'] })}
            error={errorOf('status')}
          />
          <TextField
            label={t('orders:edit.courier')}
            name="courierName"
            value={values.courierName}
            maxLength={COURIER_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => change({ courierName: event.target.value })}
            error={errorOf('courierName')}
          />
          <TextField
            label={t('orders:edit.tracking_number')}
            name="trackingNumber"
            value={values.trackingNumber}
            maxLength={TRACKING_MAX_LENGTH}
            autoComplete="off"
            hint={t('orders:edit.tracking_hint')}
            onChange={(event) => change({ trackingNumber: event.target.value })}
            error={errorOf('trackingNumber')}
          />
        </div>
      </section>
      <div className="grid gap-5 xl:grid-cols-2">
        <AddressFields
          namePrefix="shippingAddress"
          legend={t('orders:edit.shipping_address')}
          address={values.shippingAddress}
          onChange={(shippingAddress) => change({ shippingAddress })}
          errorOf={(field) => errorOf(field as OrderEditField)}
        />
        <AddressFields
          namePrefix="billingAddress"
          legend={t('orders:edit.billing_address')}
          note={order.billingAddress ? undefined : t('orders:edit.no_billing')}
          address={values.billingAddress}
          onChange={(billingAddress) => change({ billingAddress })}
          errorOf={(field) => errorOf(field as OrderEditField)}
        />
      </div>
      {form.stale ? (
        <StaleNotice
          title={t('orders:edit.stale_title')}
          message={t('orders:edit.stale_message', { number: order.orderNumber })}
          reloadLabel={t('orders:edit.stale_reload')}
          onReload={onReload}
        />
      ) : (
        <FormAlert message={form.formError} />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={form.busy} className="sm:w-auto">
          {form.busy ? t('ui:saving') : t('orders:edit.save')}
        </Button>
        <Link
          href={ordersPaths.hrefOf('orders.detail', { id: order._id })}
          className={buttonStyles.secondary}
        >
          {t('orders:edit.cancel')}
        </Link>
        <UnsavedNote dirty={form.dirty} />
      </div>
    </form>
  )
}

function OrderEditor({ id, onReload }: { id: string; onReload(): void }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const editor = useEditor<OrderEditValues, OrderEditField, OrderDetail, OrderDetail>({
    fields: ORDER_EDIT_FIELDS,
    validate: validateOrderEdit,
    load: () => loadOrder(id),
    save: async (values, order) => {
      return updateOrder(order._id, toOrderUpdate(values, order))
    },
    onSaved: (saved) => {
      showToast({ text: t('orders:edit.saved', { number: saved.orderNumber }) }, 'success', {
        durationMs: SCREEN_TOAST_DURATION_MS,
      })
      navigate(ordersPaths.hrefOf('orders.detail', { id: saved._id }))
    },
    undo: { kind: 'order', recordIdOf: (order) => order._id },
  })
  const order = editor.form?.record
  if (editor.status === 'missing') return <OrderNotFound />
  return (
    <Screen
      title={
        order
          ? t('orders:edit.title_of', { number: order.orderNumber })
          : t('orders:nav.routes.orders.edit.title')
      }
      intro={
        order
          ? t('orders:edit.intro', { number: order.orderNumber, status: t(`orders:status.${order.status}`) })
          : undefined
      }
    >
      {editor.form ? (
        <OrderForm form={editor.form} onReload={onReload} />
      ) : (
        <RecordStates
          status={editor.status === 'ready' ? 'loading' : editor.status}
          onRetry={editor.retry}
          backHref={ordersPaths.hrefOf('orders.detail', { id })}
          backLabel={t('orders:edit.back')}
        />
      )}
      <UnsavedChangesDialog leave={editor.leave} />
    </Screen>
  )
}

/** Edit order (spec section 2): status along the allowed transitions, courier, tracking and both addresses. */
export function EditOrderPage() {
  const { id = '' } = useParams<{ id?: string }>()
  // Loading the latest version after a stale save starts the editor again from the server's copy.
  const [loads, setLoads] = useState(0)
  return <OrderEditor key={`${id}:${loads}`} id={id} onReload={() => setLoads((count) => count + 1)} />
}
