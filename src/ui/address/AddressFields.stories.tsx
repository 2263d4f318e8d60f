import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { AddressFields } from './AddressFields'
import type { AddressValues } from './addressValues'
import { STORY_ADDRESS, WithStoryDivisions } from './storyDivisions'

function Address({ initial, legend }: { initial: AddressValues; legend: string }) {
  const [address, setAddress] = useState(initial)
  return (
    <WithStoryDivisions>
      <div className="max-w-2xl">
        <AddressFields
          namePrefix="shippingAddress"
          legend={legend}
          address={address}
          onChange={setAddress}
          errorOf={() => null}
        />
      </div>
    </WithStoryDivisions>
  )
}

const meta = {
  title: 'UI/AddressFields',
  component: Address,
  args: { initial: STORY_ADDRESS, legend: 'Shipping address · ที่อยู่จัดส่ง' },
} satisfies Meta<typeof Address>

export default meta
type Story = StoryObj<typeof meta>

export const ThaiAddress: Story = {}
export const AbroadAddress: Story = {
  args: {
    initial: {
      ...STORY_ADDRESS,
      country: 'MY',
      provinceCode: '',
      districtCode: '',
      subDistrictId: '',
      province: 'Selangor',
      provinceEng: 'Selangor',
      district: 'Petaling',
      districtEng: 'Petaling',
      subDistrict: '',
      subDistrictEng: '',
      postalCode: '47301',
    },
  },
}
