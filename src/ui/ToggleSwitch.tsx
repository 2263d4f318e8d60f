import { Description, Field, Label, Switch } from '@headlessui/react'

export interface ToggleSwitchProps {
  label: string
  description?: string
  checked: boolean
  onChange(checked: boolean): void
  disabled?: boolean
}

/** An on/off setting (role="switch"): Space flips it, Enter submits the form around it. */
export function ToggleSwitch({ label, description, checked, onChange, disabled }: ToggleSwitchProps) {
  return (
    <Field disabled={disabled} className="flex items-start gap-3">
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-line-strong outline-none transition data-[checked]:bg-primary-600 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[focus]:ring-2 data-[focus]:ring-primary-500 data-[focus]:ring-offset-2"
      >
        <span
          aria-hidden="true"
          className="pointer-events-none inline-block size-5 translate-x-0.5 translate-y-0.5 rounded-full bg-white shadow transition group-data-[checked]:translate-x-5.5"
        />
      </Switch>
      <div>
        <Label className="font-medium text-fg">{label}</Label>
        {description ? <Description className="text-fg-muted text-sm">{description}</Description> : null}
      </div>
    </Field>
  )
}
