import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import type { AddressValues } from './addressValues'
import { STORY_ADDRESS, WithStoryDivisions } from './storyDivisions'
import { ThaiDivisionSelects } from './ThaiDivisionSelects'

function Divisions({ initial }: { initial: AddressValues }) {
  const [address, setAddress] = useState(initial)
  return (
    <WithStoryDivisions>
      <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
        <ThaiDivisionSelects
          namePrefix="address"
          address={address}
          onChange={(changes) => setAddress({ ...address, ...changes })}
          errorOf={() => null}
        />
      </div>
    </WithStoryDivisions>
  )
}

const meta = {
  title: 'UI/ThaiDivisionSelects',
  component: Divisions,
  args: { initial: STORY_ADDRESS },
} satisfies Meta<typeof Divisions>

export default meta
type Story = StoryObj<typeof meta>

export const Chosen: Story = {}
export const NothingChosenYet: Story = {
  args: {
    initial: { ...STORY_ADDRESS, provinceCode: '', districtCode: '', subDistrictId: '', postalCode: '' },
  },
}
