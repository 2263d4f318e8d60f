import { useTranslation } from 'react-i18next'
import type { OrderDetail } from '../../api/orders'
import { COUNTRIES } from '../../domain/constants'
import { VERIFIED_DOCUMENT_STATUS } from '../../domain/members'
import { nameIn } from '../../domain/orders'
import { formatPhone } from '../../domain/phone'
import { Avatar } from '../../ui/Avatar'
import { formatDisplayDate, parseIsoDate } from '../../ui/dateRange/dateRange'
import { Field, OrderCard } from './OrderParts'
import { placeIn } from './orderText'

type Address = NonNullable<OrderDetail['shippingAddress']>

function VerifiedBadge() {
  const { t } = useTranslation()
  return (
    <span className="ms-2 inline-flex items-center rounded-full bg-success-subtle px-2 py-0.5 font-medium text-success text-xs ring-1 ring-green-600/20 ring-inset">
      {t('orders:detail.verified')}
    </span>
  )
}

/** The buyer: avatar, name, member id and phone, and the sponsor who brought them in. */
export function BuyerCard({ buyer }: { buyer: OrderDetail['buyer'] }) {
  const { t, i18n } = useTranslation()
  const name = nameIn(buyer.name, i18n.language)
  const { sponsor } = buyer
  return (
    <OrderCard title={t('orders:detail.buyer')}>
      <div className="mb-3 flex items-center gap-3">
        <Avatar firstName={name} url={buyer.avatarUrl} size="md" />
        <p className="font-medium text-fg">
          {name}
          {buyer.documentStatus === VERIFIED_DOCUMENT_STATUS ? <VerifiedBadge /> : null}
        </p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Field label={t('orders:detail.member_id')}>{buyer.memberId}</Field>
        <Field label={t('orders:detail.phone')}>
          <span className="tabular-nums">{formatPhone(buyer.phoneCode, buyer.phoneNumber)}</span>
        </Field>
        <Field label={t('orders:detail.sponsor')}>
          {sponsor ? (
            <>
              {sponsor.name} <span className="text-fg-muted">({sponsor.sponsorId})</span>
              {sponsor.documentStatus === VERIFIED_DOCUMENT_STATUS ? <VerifiedBadge /> : null}
            </>
          ) : (
            t('orders:detail.no_sponsor')
          )}
        </Field>
      </dl>
    </OrderCard>
  )
}

/** An address in the UI language: the English spellings of the province, district and sub-district in English. */
function AddressText({ address }: { address: Address }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const places = [
    placeIn(address.subDistrict, address.subDistrictEng, language),
    placeIn(address.district, address.districtEng, language),
    placeIn(address.province, address.provinceEng, language),
    address.postalCode ?? '',
  ].filter(Boolean)
  return (
    <address className="not-italic">
      <span className="block font-medium">{`${address.firstName} ${address.lastName}`.trim()}</span>
      <span className="block tabular-nums">{formatPhone(address.phoneCode, address.phoneNumber)}</span>
      <span className="block">{address.address}</span>
      <span className="block">{places.join(', ')}</span>
      {/* The editor keeps a country code (TH); older addresses spell the country out. */}
      <span className="block">
        {COUNTRIES.some((country) => country.code === address.country)
          ? t(`ui:countries.${address.country}`)
          : address.country}
      </span>
    </address>
  )
}

/** Where the order goes and whom it is billed to, the pickup branch when collected, and when it arrives. */
export function DeliveryCard({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation()
  const { pickupAddress: pickup } = order
  const arriving = parseIsoDate(order.arrivingOn)
  return (
    <OrderCard title={t('orders:detail.shipping')}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Field label={t('orders:detail.ship_to')}>
          {order.shippingAddress ? (
            <AddressText address={order.shippingAddress} />
          ) : (
            t('orders:detail.no_address')
          )}
        </Field>
        <Field label={t('orders:detail.billing')}>
          {order.billingAddress ? (
            <AddressText address={order.billingAddress} />
          ) : (
            t('orders:detail.no_address')
          )}
        </Field>
        {pickup ? (
          <Field label={t('orders:detail.pickup')}>
            <span className="block font-medium">{pickup.branch}</span>
            <span className="block text-fg-muted text-xs">
              {t('orders:detail.branch_code', { code: pickup.code })}
            </span>
            <span className="block">
              {i18n.language === 'th' ? pickup.address : pickup.addressEng || pickup.address}
            </span>
            <span className="block">{[pickup.province, pickup.country].filter(Boolean).join(', ')}</span>
            {pickup.phoneNumbers.map((phone) => (
              <span key={phone} className="block tabular-nums">
                {formatPhone(pickup.phoneCode, phone)}
              </span>
            ))}
          </Field>
        ) : null}
        <Field label={t('orders:detail.arriving')}>
          {arriving ? formatDisplayDate(arriving) : t('orders:detail.not_known')}
        </Field>
        <Field label={t('orders:detail.courier')}>{order.courierName || t('orders:detail.none')}</Field>
        <Field label={t('orders:detail.tracking_number')}>
          {order.trackingNumber || t('orders:detail.none')}
        </Field>
      </dl>
    </OrderCard>
  )
}
