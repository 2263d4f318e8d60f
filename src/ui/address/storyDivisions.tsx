// Thailand's divisions for the address stories: Bangkok → Khlong Toei → its sub-districts, put in a
// query cache of the story's own so the selects show options without a server.
import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useSnapshot } from 'valtio'
import { $api, createQueryClient } from '../../api/queryClient'
import { thaiDivisionsKeys } from '../../api/users'
import { LANGUAGES } from '../../domain/constants'
import { preferencesState } from '../../stores/preferences'
import type { AddressValues } from './addressValues'

const name = (th: string, en: string) => ({ th, en })
const PROVINCES = [
  { value: '10', name: name('กรุงเทพมหานคร', 'Bangkok') },
  { value: '50', name: name('เชียงใหม่', 'Chiang Mai') },
]
const DISTRICTS = [
  { value: '1033', name: name('คลองเตย', 'Khlong Toei') },
  { value: '1039', name: name('วัฒนา', 'Watthana') },
]
const SUB_DISTRICTS = [
  { value: '103301', name: name('คลองเตย', 'Khlong Toei'), postalCodes: ['10110'] },
  { value: '103302', name: name('คลองตัน', 'Khlong Tan'), postalCodes: ['10110'] },
]

/** A Bangkok address as the stories start from. */
export const STORY_ADDRESS: AddressValues = {
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  phoneCode: '66',
  phoneNumber: '812345678',
  country: 'TH',
  provinceCode: '10',
  districtCode: '1033',
  subDistrictId: '103301',
  province: 'กรุงเทพมหานคร',
  provinceEng: 'Bangkok',
  district: 'คลองเตย',
  districtEng: 'Khlong Toei',
  subDistrict: 'คลองเตย',
  subDistrictEng: 'Khlong Toei',
  postalCode: '10110',
  address: '99 Sukhumvit Road',
}

/** The story's cache, filled with the lists in both languages. */
export function WithStoryDivisions({ children }: { children: ReactNode }) {
  useSnapshot(preferencesState)
  const [client] = useState(() => {
    const cache = createQueryClient()
    for (const lang of LANGUAGES) {
      const titled = <T extends { name: { th: string; en: string } }>(options: T[]) =>
        options.map((option) => ({ ...option, title: option.name[lang] }))
      cache.setQueryData($api.queryOptions(...thaiDivisionsKeys.provinces(lang)).queryKey, {
        data: titled(PROVINCES),
      })
      cache.setQueryData($api.queryOptions(...thaiDivisionsKeys.districts('10', lang)).queryKey, {
        data: titled(DISTRICTS),
      })
      cache.setQueryData($api.queryOptions(...thaiDivisionsKeys.subDistricts('1033', lang)).queryKey, {
        data: titled(SUB_DISTRICTS),
      })
    }
    return cache
  })
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
