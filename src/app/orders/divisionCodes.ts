// Finds the codes behind an order's address: the order keeps the names of its province, district and
// sub-district (in Thai and English), the editor's selects stand on the codes.
import type { OrderDetail } from '../../api/orders'
import {
  readThaiDistricts,
  readThaiProvinces,
  readThaiSubDistricts,
  type ThaiDivisionOption,
} from '../../api/users'
import type { Language } from '../../domain/constants'
import { countryCodeOf, type DivisionCodes, NO_DIVISION } from '../../ui/address/addressValues'

type Address = OrderDetail['shippingAddress']

const named = (options: readonly ThaiDivisionOption[], th: string | null, en: string | null) =>
  options.find((option) => (th !== null && option.name.th === th) || (en !== null && option.name.en === en))

/**
 * The codes of a Thai address's divisions, as far as its names are found in the lists (an address
 * written before a rename keeps what is found, and staff choose the rest). Failing lists leave the
 * selects empty rather than the editor unopened.
 */
export async function divisionCodesOf(address: Address, lang: Language): Promise<DivisionCodes> {
  if (!address || countryCodeOf(address.country) !== 'TH' || !address.province) return NO_DIVISION
  try {
    const province = named(await readThaiProvinces(lang), address.province, address.provinceEng)
    if (!province) return NO_DIVISION
    const district = named(
      await readThaiDistricts(province.value, lang),
      address.district,
      address.districtEng,
    )
    if (!district) return { ...NO_DIVISION, provinceCode: province.value }
    const subDistricts = await readThaiSubDistricts(district.value, lang)
    const subDistrict = named(subDistricts, address.subDistrict, address.subDistrictEng)
    return {
      provinceCode: province.value,
      districtCode: district.value,
      subDistrictId: subDistrict?.value ?? '',
    }
  } catch {
    return NO_DIVISION
  }
}
