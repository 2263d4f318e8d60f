// The texts every page may show before any of its own arrive, in English (see `START_TEXTS`).
import auth from '../../../locales/en/auth.json'
import common from '../../../locales/en/common.json'
import errors from '../../../locales/en/errors.json'
import validation from '../../../locales/en/validation.json'

export default { common, auth, errors, validation }
