import { useTranslation } from 'react-i18next'
import type { MemberDetail } from '../../api/members'
import type { AddressCategory } from '../../domain/members'
import { AddressFields } from '../../ui/address/AddressFields'
import { Button } from '../../ui/Button'
import { ToggleSwitch } from '../../ui/ToggleSwitch'
import type { EditorForm } from '../../ui/useEditor'
import {
  MAX_ADDRESSES,
  type MemberAddressValues,
  type MemberEditField,
  type MemberEditValues,
  newAddress,
} from './memberEditForm'

type MemberEditorForm = EditorForm<MemberEditValues, MemberEditField, MemberDetail>

/** One address of the member: the shared address fields, its default switch and a remove button. */
function MemberAddressCard({ index, form }: { index: number; form: MemberEditorForm }) {
  const { t } = useTranslation()
  const { values, change, errorOf } = form
  const address = values.addresses[index]
  const sameKind = values.addresses.filter((other) => other.category === address.category)
  const ordinal = sameKind.indexOf(address) + 1
  const legend = t(`users:edit.address_legend.${address.category}`, { number: ordinal })
  const replace = (next: MemberAddressValues) =>
    change({ addresses: values.addresses.map((old, at) => (at === index ? next : old)) })
  return (
    <AddressFields
      namePrefix={`addresses.${index}`}
      legend={legend}
      address={address}
      onChange={(next) => replace({ ...address, ...next })}
      errorOf={(field) => errorOf(field as MemberEditField)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ToggleSwitch
          label={t('users:edit.default_address')}
          checked={address.default}
          // One default of each kind: choosing this one clears the others.
          onChange={(on) =>
            change({
              addresses: values.addresses.map((old, at) =>
                at === index
                  ? { ...old, default: on }
                  : old.category === address.category && on
                    ? { ...old, default: false }
                    : old,
              ),
            })
          }
        />
        <Button
          type="button"
          variant="secondary"
          className="w-auto"
          aria-label={t('users:edit.remove_address_named', { address: legend })}
          onClick={() => change({ addresses: values.addresses.filter((_, at) => at !== index) })}
        >
          {t('users:edit.remove_address')}
        </Button>
      </div>
    </AddressFields>
  )
}

/** The member's shipping and billing addresses: one card each, added and removed by the form's own buttons. */
export function MemberAddresses({ form }: { form: MemberEditorForm }) {
  const { t } = useTranslation()
  const { values, change } = form
  const addAddress = (category: AddressCategory) =>
    change({ addresses: [...values.addresses, newAddress(values, category)] })
  return (
    <section aria-label={t('users:edit.addresses')} className="space-y-4">
      <h2 className="font-semibold text-fg text-lg">{t('users:edit.addresses')}</h2>
      {values.addresses.length === 0 ? (
        <p className="text-fg-muted text-sm">{t('users:edit.no_addresses')}</p>
      ) : null}
      <div className="grid gap-5 xl:grid-cols-2">
        {values.addresses.map((address, index) => (
          // Addresses have no stable id in the form until saved: their place is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list changes only by this form's own buttons
          <MemberAddressCard key={`${address.category}:${index}`} index={index} form={form} />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        {(['shipping', 'billing'] as const).map((category) => (
          <Button
            key={category}
            type="button"
            variant="secondary"
            className="w-auto"
            disabled={values.addresses.length >= MAX_ADDRESSES}
            onClick={() => addAddress(category)}
          >
            {t(`users:edit.add_address.${category}`)}
          </Button>
        ))}
      </div>
    </section>
  )
}
