import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EyeIcon, EyeOffIcon } from './icons'
import { TextField, type TextFieldProps } from './TextField'

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** Accessible name of the show/hide toggle; it stays the same while aria-pressed says which state it is in. */
  toggleLabel?: string
}

export function PasswordField({ toggleLabel, ...field }: PasswordFieldProps) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      {...field}
      type={visible ? 'text' : 'password'}
      trailing={(inputId) => (
        <button
          type="button"
          aria-label={toggleLabel ?? t('auth:show_password')}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-fg-muted outline-none hover:text-fg focus-visible:ring-2 focus-visible:ring-primary-500"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      )}
    />
  )
}
