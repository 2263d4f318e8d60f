import { getDatabase, getProvinceAll, setEngMode, setGeoMode } from 'thai-address-universal'
import {
  DISTRICT_CORRECTIONS,
  ENGLISH_WORD_CORRECTIONS,
  PROVINCE_CORRECTIONS,
  SUB_DISTRICT_CORRECTIONS,
} from './thaiDivisionCorrections'

export interface ThaiProvince {
  code: string
  nameTh: string
  nameEn: string
}

export interface ThaiDistrict {
  code: string
  provinceCode: string
  nameTh: string
  nameEn: string
}

export interface ThaiSubDistrict {
  /** Position in the sorted list, from 1: stable for one version of the source data. */
  id: number
  districtCode: string
  /** The 6-digit geocode, or null where the source has none or one that cannot be right. */
  geocode: string | null
  nameTh: string
  nameEn: string
  /** Usually one; a few sub-districts are served by several; uninhabited islands by none. */
  postalCodes: string[]
}

export interface ThaiDivisions {
  provinces: ThaiProvince[]
  districts: ThaiDistrict[]
  subDistricts: ThaiSubDistrict[]
}

/** One row of the library's flat list, read in Thai and in English. */
export interface SourceRow {
  province: string
  district: string
  subDistrict: string
  postalCode: string
  provinceCode: string
  districtCode: string
  subDistrictCode: string
  provinceEn: string
  districtEn: string
  subDistrictEn: string
}

function fixWords(nameTh: string, nameEn: string): string {
  let fixed = nameEn
  for (const rule of ENGLISH_WORD_CORRECTIONS)
    if (nameTh.includes(rule.thai)) fixed = fixed.replace(rule.wrong, rule.right)
  return fixed
}

const byThai = (a: { nameTh: string }, b: { nameTh: string }) =>
  a.nameTh < b.nameTh ? -1 : a.nameTh > b.nameTh ? 1 : 0

/**
 * The provinces, districts and sub-districts of the source rows with the correction list applied. The
 * library's sub-district geocodes are often those of the district a sub-district belonged to before a
 * split, or shared by two sub-districts: a geocode is kept only when it starts with its district's code
 * and no other sub-district has it.
 */
export function correctThaiDivisions(rows: readonly SourceRow[]): ThaiDivisions {
  const provinces = new Map<string, ThaiProvince>()
  const districts = new Map<string, ThaiDistrict>()
  const subDistricts = new Map<string, Omit<ThaiSubDistrict, 'id'> & { provinceCode: string }>()
  for (const row of rows) {
    const provinceFix = PROVINCE_CORRECTIONS[row.province] ?? {}
    const provinceCode = provinceFix.code ?? row.provinceCode
    if (!provinces.has(row.province))
      provinces.set(row.province, {
        code: provinceCode,
        nameTh: row.province,
        nameEn: provinceFix.nameEn ?? row.provinceEn,
      })
    const districtFix = DISTRICT_CORRECTIONS[row.province]?.[row.district] ?? {}
    const districtCode = districtFix.code ?? row.districtCode
    const districtKey = `${row.province}/${row.district}`
    if (!districts.has(districtKey))
      districts.set(districtKey, {
        code: districtCode,
        provinceCode,
        nameTh: row.district,
        nameEn: districtFix.nameEn ?? fixWords(row.district, row.districtEn),
      })
    const key = `${districtKey}/${row.subDistrict}`
    const known = subDistricts.get(key)
    if (known) {
      if (row.postalCode && !known.postalCodes.includes(row.postalCode))
        known.postalCodes.push(row.postalCode)
      continue
    }
    subDistricts.set(key, {
      provinceCode,
      districtCode,
      geocode: row.subDistrictCode || null,
      nameTh: row.subDistrict,
      nameEn: SUB_DISTRICT_CORRECTIONS[key]?.nameEn ?? fixWords(row.subDistrict, row.subDistrictEn),
      postalCodes: row.postalCode ? [row.postalCode] : [],
    })
  }

  const geocodeUses = new Map<string, number>()
  for (const sub of subDistricts.values())
    if (sub.geocode) geocodeUses.set(sub.geocode, (geocodeUses.get(sub.geocode) ?? 0) + 1)
  const trustedGeocode = (geocode: string, districtCode: string) =>
    geocode.startsWith(districtCode) && geocodeUses.get(geocode) === 1
  const sortedSubs = [...subDistricts.values()].sort(
    (a, b) => a.districtCode.localeCompare(b.districtCode) || byThai(a, b),
  )
  return {
    provinces: [...provinces.values()].sort((a, b) => a.code.localeCompare(b.code)),
    districts: [...districts.values()].sort((a, b) => a.code.localeCompare(b.code)),
    subDistricts: sortedSubs.map(({ provinceCode: _, ...sub }, index) => ({
      ...sub,
      id: index + 1,
      geocode: sub.geocode && trustedGeocode(sub.geocode, sub.districtCode) ? sub.geocode : null,
      postalCodes: sub.postalCodes.sort(),
    })),
  }
}

/** The library's flat list in both languages (it switches language globally, so this restores Thai). */
export async function readThaiAddressSource(): Promise<SourceRow[]> {
  await setGeoMode(true)
  await setEngMode(false)
  await getProvinceAll()
  const thai = getDatabase().map((row) => ({ ...row }))
  await setEngMode(true)
  await getProvinceAll()
  const english = getDatabase().map((row) => ({ ...row }))
  await setEngMode(false)
  if (english.length !== thai.length)
    throw new Error('thai-address-universal: the Thai and English lists differ')
  return thai.map((row, index) => ({
    province: row.province,
    district: row.district,
    subDistrict: row.sub_district,
    postalCode: row.postal_code,
    provinceCode: row.province_code ?? '',
    districtCode: row.district_code ?? '',
    subDistrictCode: row.sub_district_code ?? '',
    provinceEn: english[index].province,
    districtEn: english[index].district,
    subDistrictEn: english[index].sub_district,
  }))
}

let cached: Promise<ThaiDivisions> | undefined

/** Thailand's provinces, districts and sub-districts, corrected; read once per process. */
export function thaiDivisions(): Promise<ThaiDivisions> {
  cached ??= readThaiAddressSource().then(correctThaiDivisions)
  return cached
}
