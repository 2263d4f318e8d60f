import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ToggleSwitch } from './ToggleSwitch'

/** The account's status as a switch, flipped by Space or a click. */
function ActiveSwitch({
  initial,
  described,
  disabled,
}: {
  initial: boolean
  described: boolean
  disabled: boolean
}) {
  const { t } = useTranslation()
  const [checked, setChecked] = useState(initial)
  return (
    <ToggleSwitch
      label={t('ui:status.active')}
      description={described ? t('errors:you-dont-have-permission') : undefined}
      checked={checked}
      onChange={setChecked}
      disabled={disabled}
    />
  )
}

const meta = {
  title: 'UI/ToggleSwitch',
  component: ActiveSwitch,
  args: { initial: true, described: false, disabled: false },
} satisfies Meta<typeof ActiveSwitch>

export default meta
type Story = StoryObj<typeof meta>

export const On: Story = {}
export const Off: Story = { args: { initial: false } }
/** Not allowed to change it: the switch stays as it is and the description says why. */
export const Disabled: Story = { args: { disabled: true, described: true } }
