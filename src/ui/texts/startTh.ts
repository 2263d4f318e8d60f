// The texts every page may show before any of its own arrive, in Thai (see `START_TEXTS`).
import auth from '../../../locales/th/auth.json'
import common from '../../../locales/th/common.json'
import errors from '../../../locales/th/errors.json'
import validation from '../../../locales/th/validation.json'

export default { common, auth, errors, validation }
