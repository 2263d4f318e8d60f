// The staff-access screens' texts arrive with their chunks, not with the shell or the sign-in pages.
import enStaff from '../../../locales/en/staff.json'
import thStaff from '../../../locales/th/staff.json'
import { addNamespaces } from '../../i18n'

addNamespaces({ en: { staff: enStaff }, th: { staff: thStaff } })
