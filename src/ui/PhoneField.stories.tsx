import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DEFAULT_PHONE_CODE } from '../domain/constants'
import { PhoneField } from './PhoneField'

function Phone({
  initialCode,
  initialNumber,
  error,
}: {
  initialCode: string
  initialNumber: string
  error: boolean
}) {
  const { t } = useTranslation()
  const [code, setCode] = useState(initialCode)
  const [number, setNumber] = useState(initialNumber)
  return (
    <div className="max-w-md">
      <PhoneField
        code={code}
        number={number}
        onCodeChange={setCode}
        onNumberChange={setNumber}
        error={error ? t('validation:please_fill_in_a_correct_phone_number') : null}
      />
    </div>
  )
}

const meta = {
  title: 'UI/PhoneField',
  component: Phone,
  args: { initialCode: DEFAULT_PHONE_CODE, initialNumber: '', error: false },
} satisfies Meta<typeof Phone>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = { args: { initialNumber: '812345678' } }
export const OtherCountry: Story = { args: { initialCode: '84', initialNumber: '912345678' } }
export const WithError: Story = { args: { initialNumber: '12', error: true } }
