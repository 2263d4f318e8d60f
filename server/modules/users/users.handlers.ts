import type { components } from '../../../src/api/schema'
import type { Language } from '../../../src/domain/constants'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { AppError } from '../../lib/errors'
import { membersHandlers } from './members.handlers'
import { type DivisionRow, listDistricts, listProvinces, listSubDistricts } from './thaiDivisions.queries'

type Schemas = components['schemas']

/**
 * Options as the spec's address forms take them: `title` in the caller's language, sorted as a reader of
 * that language expects (Thai names by Thai collation, which the database's C collation does not know).
 */
function optionsOf<R extends DivisionRow, O>(
  rows: readonly R[],
  lang: Language,
  extra: (row: R) => O,
): ({ title: string; value: string; name: Schemas['ThaiDivisionName'] } & O)[] {
  const collator = new Intl.Collator(lang === 'th' ? 'th' : 'en')
  return rows
    .map((row) => ({
      title: lang === 'th' ? row.name_th : row.name_en,
      value: row.value,
      name: { th: row.name_th, en: row.name_en },
      ...extra(row),
    }))
    .sort((a, b) => collator.compare(a.title, b.title))
}

const nothingMore = () => ({})

async function listThaiProvinces(
  request: OperationRequest<'listThaiProvinces'>,
): Promise<Schemas['ThaiDivisionOptionList']> {
  return { data: optionsOf(await listProvinces(request.server.db), request.lang, nothingMore) }
}

async function listThaiDistricts(
  request: OperationRequest<'listThaiDistricts'>,
): Promise<Schemas['ThaiDivisionOptionList']> {
  const { provinceCode } = request.params
  const rows = await listDistricts(request.server.db, provinceCode)
  if (!rows) throw new AppError(404, 'users.errors.province_not_found', { code: provinceCode })
  return { data: optionsOf(rows, request.lang, nothingMore) }
}

async function listThaiSubDistricts(
  request: OperationRequest<'listThaiSubDistricts'>,
): Promise<Schemas['ThaiSubDistrictOptionList']> {
  const { districtCode } = request.params
  const rows = await listSubDistricts(request.server.db, districtCode)
  if (!rows) throw new AppError(404, 'users.errors.district_not_found', { code: districtCode })
  return { data: optionsOf(rows, request.lang, (row) => ({ postalCodes: row.postal_codes })) }
}

export const usersHandlers = defineHandlers({
  listThaiProvinces,
  listThaiDistricts,
  listThaiSubDistricts,
  ...membersHandlers,
})
