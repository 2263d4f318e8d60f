import { describe, expect, it } from 'vitest'
import {
  DISTRICT_CORRECTIONS,
  PROVINCE_CORRECTIONS,
  SUB_DISTRICT_CORRECTIONS,
} from '../../../server/modules/users/thaiDivisionCorrections'
import {
  correctThaiDivisions,
  readThaiAddressSource,
  type SourceRow,
  thaiDivisions,
} from '../../../server/modules/users/thaiDivisions'

describe('the Thai divisions read from thai-address-universal', () => {
  it('still has the errors the correction list puts right (so every entry is needed)', async () => {
    const source = await readThaiAddressSource()
    const buengKan = source.find((row) => row.province === 'บึงกาฬ')
    expect(buengKan?.provinceCode).toBe('97')
    expect(buengKan?.districtCode).toBe('')
    for (const [province, fix] of Object.entries(PROVINCE_CORRECTIONS)) {
      const row = source.find((candidate) => candidate.province === province)
      expect(row, province).toBeDefined()
      if (fix.nameEn) expect(row?.provinceEn).not.toBe(fix.nameEn)
    }
    for (const [province, districts] of Object.entries(DISTRICT_CORRECTIONS))
      for (const [district, fix] of Object.entries(districts)) {
        const row = source.find(
          (candidate) => candidate.province === province && candidate.district === district,
        )
        expect(row, district).toBeDefined()
        expect(row?.districtCode === fix.code && row?.districtEn === (fix.nameEn ?? row?.districtEn)).toBe(
          false,
        )
      }
    for (const [key, fix] of Object.entries(SUB_DISTRICT_CORRECTIONS)) {
      const row = source.find((c) => `${c.province}/${c.district}/${c.subDistrict}` === key)
      expect(row, key).toBeDefined()
      expect(row?.subDistrictEn).not.toBe(fix.nameEn)
    }
  })

  it('codes Bueng Kan 38 and its eight districts 3801 to 3808, with their sub-districts under them', async () => {
    const { provinces, districts, subDistricts } = await thaiDivisions()
    expect(provinces.find((p) => p.nameTh === 'บึงกาฬ')).toEqual({
      code: '38',
      nameTh: 'บึงกาฬ',
      nameEn: 'Bueng Kan',
    })
    expect(provinces.some((p) => p.code === '97')).toBe(false)
    const buengKan = districts.filter((d) => d.provinceCode === '38')
    expect(buengKan.map((d) => d.code)).toEqual([
      '3801',
      '3802',
      '3803',
      '3804',
      '3805',
      '3806',
      '3807',
      '3808',
    ])
    expect(buengKan.find((d) => d.code === '3801')?.nameEn).toBe('Mueang Bueng Kan')
    const seka = subDistricts.filter((s) => s.districtCode === '3804')
    expect(seka.length).toBeGreaterThan(5)
    expect(seka.every((s) => s.postalCodes.every((code) => code.startsWith('38')))).toBe(true)
  })

  it('gives every district its own code under its province, and applies the English names', async () => {
    const { provinces, districts, subDistricts } = await thaiDivisions()
    expect(provinces).toHaveLength(77)
    expect(new Set(provinces.map((p) => p.code)).size).toBe(77)
    expect(districts).toHaveLength(928)
    expect(new Set(districts.map((d) => d.code)).size).toBe(928)
    for (const district of districts)
      expect(district.code).toMatch(new RegExp(`^${district.provinceCode}\\d{2}$`))
    const name = (th: string) => districts.find((d) => d.nameTh === th)
    expect(name('น้ำปาด')).toMatchObject({ code: '5304', nameEn: 'Nam Pat', provinceCode: '53' })
    expect(name('กัลยาณิวัฒนา')).toMatchObject({ code: '5025', nameEn: 'Galyani Vadhana' })
    expect(name('สาทร')?.nameEn).toBe('Sathon')
    expect(name('แวงใหญ่')?.nameEn).toBe('Waeng Yai')
    expect(provinces.find((p) => p.code === '30')?.nameEn).toBe('Nakhon Ratchasima')
    expect(subDistricts.find((s) => s.nameTh === 'อรุณอัมรินทร์')?.nameEn).toBe('Arun Amarin')
    expect(subDistricts.filter((s) => /\bAin\b/.test(s.nameEn))).toEqual([])
  })

  it('keeps a sub-district geocode only when it sits under its district and is not shared', async () => {
    const { subDistricts } = await thaiDivisions()
    expect(subDistricts.length).toBeGreaterThan(7400)
    const geocodes = subDistricts.flatMap((s) => (s.geocode ? [s.geocode] : []))
    expect(new Set(geocodes).size).toBe(geocodes.length)
    for (const sub of subDistricts) if (sub.geocode) expect(sub.geocode.slice(0, 4)).toBe(sub.districtCode)
    expect(subDistricts.map((s) => s.id)).toEqual(subDistricts.map((_, index) => index + 1))
    // Every postal code is five digits; only a few uninhabited islands have none.
    for (const sub of subDistricts) for (const code of sub.postalCodes) expect(code).toMatch(/^\d{5}$/)
    expect(subDistricts.filter((s) => s.postalCodes.length === 0).length).toBeLessThan(60)
  })

  it('merges a sub-district listed once per postal code into one with all its codes', () => {
    const row = (postalCode: string, subDistrictCode: string): SourceRow => ({
      province: 'ภูเก็ต',
      district: 'เมืองภูเก็ต',
      subDistrict: 'ราไวย์',
      postalCode,
      provinceCode: '83',
      districtCode: '8301',
      subDistrictCode,
      provinceEn: 'Phuket',
      districtEn: 'Mueang Phuket',
      subDistrictEn: 'Rawai',
    })
    const { subDistricts } = correctThaiDivisions([row('83130', '830102'), row('83100', '830102')])
    expect(subDistricts).toEqual([
      {
        id: 1,
        districtCode: '8301',
        geocode: '830102',
        nameTh: 'ราไวย์',
        nameEn: 'Rawai',
        postalCodes: ['83100', '83130'],
      },
    ])
    // A code from another district (left over from a split) is not kept.
    expect(correctThaiDivisions([row('83130', '830599')]).subDistricts[0].geocode).toBeNull()
  })
})
