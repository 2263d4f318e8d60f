import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { createCouponServiceKey, type MintedCouponServiceKey } from '../../../api/couponServiceKeys'
import { fieldOfError } from '../../../api/serverFieldError'
import { Button } from '../../../ui/Button'
import { FormAlert } from '../../../ui/FormAlert'
import { TextField } from '../../../ui/TextField'
import { useHashTarget } from '../../../ui/useHashTarget'
import { NEW_SERVICE_KEY_ANCHOR } from '../coupons.paths'

const NAME_MAX_LENGTH = 100

/** Names a new key after the tool that will hold it; the server refuses a blank name on the field. */
export function NewServiceKeyForm({ onMinted }: { onMinted(minted: MintedCouponServiceKey): void }) {
  const { t } = useTranslation()
  const nameField = useRef<HTMLInputElement>(null)
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useHashTarget(NEW_SERVICE_KEY_ANCHOR, nameField, true)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setNameError(null)
    setError(null)
    try {
      onMinted(await createCouponServiceKey(name))
      setName('')
    } catch (reason) {
      const refused = fieldOfError(reason, ['name'] as const)
      if (refused?.field === 'name') {
        setNameError(refused.text)
        nameField.current?.focus()
      } else setError(refused?.text ?? t('coupons:service_keys.new.failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="new-service-key-title"
      className="space-y-4 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id="new-service-key-title" className="font-semibold text-fg text-lg">
        {t('coupons:service_keys.new.title')}
      </h2>
      <TextField
        ref={nameField}
        name="name"
        label={t('coupons:service_keys.new.name')}
        hint={t('coupons:service_keys.new.name_hint')}
        value={name}
        maxLength={NAME_MAX_LENGTH}
        autoComplete="off"
        error={nameError}
        onChange={(event) => {
          setName(event.target.value)
          setNameError(null)
        }}
        className="max-w-md"
      />
      <FormAlert message={error} />
      <Button type="submit" busy={busy} className="sm:w-auto">
        {t('coupons:service_keys.new.submit')}
      </Button>
    </form>
  )
}
