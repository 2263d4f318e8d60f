import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifyInstance } from 'fastify'
import { isStorableDate, isStorableDateTime } from '../lib/dateTimes'
import { UNSTORABLE_TEXT_KEYWORD, type UnstorableText } from '../lib/validationMessage'

function createAjv(options: Options): Ajv {
  // Not strict: OpenAPI schemas may carry annotations (example, xml, ...) that Ajv does not know.
  const ajv = new Ajv({
    strict: false,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    ...options,
  })
  addFormats(ajv)
  // Stricter than RFC 3339 alone: only what JavaScript parses and PostgreSQL stores (no year 0000, no leap second).
  ajv.addFormat('date', isStorableDate)
  ajv.addFormat('date-time', isStorableDateTime)
  return ajv
}

const pointerSegment = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1')

/**
 * Text no database column can hold: a NUL character, or half of a surrogate pair (JSON's "\ud800"
 * alone), which has no UTF-8 form.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const unstorable = (text: string): UnstorableText | null =>
  text.includes('\u0000') ? 'nul' : LONE_SURROGATE.test(text) ? 'loneSurrogate' : null

interface UnstorableAt {
  pointer: string
  reason: UnstorableText
}

/** The first string (value or key) holding text no column can hold, with its JSON pointer, or null. */
function unstorableTextAt(value: unknown, pointer = ''): UnstorableAt | null {
  if (typeof value === 'string') {
    const reason = unstorable(value)
    return reason ? { pointer, reason } : null
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableTextAt(item, `${pointer}/${index}`)
      if (found !== null) return found
    }
    return null
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = `${pointer}/${pointerSegment(key)}`
      const reason = unstorable(key)
      if (reason) return { pointer: at, reason }
      const found = unstorableTextAt(item, at)
      if (found !== null) return found
    }
  }
  return null
}

const unstorableTextError = ({ pointer, reason }: UnstorableAt): ErrorObject => ({
  keyword: UNSTORABLE_TEXT_KEYWORD,
  instancePath: pointer,
  schemaPath: '#',
  params: { reason },
  message:
    reason === 'nul' ? 'must not contain a NUL character' : 'must not contain half of a surrogate pair',
})

/**
 * What the schema accepts, minus strings no column can hold anywhere in the input (searches, names,
 * what the browser reports at sign-in...): no handler ever meets one.
 * Fastify hands an absent body to the validator as null; it passes here, and the guard rejects it where
 * the contract says the body is required.
 */
function refusingUnstorableText(validate: ValidateFunction, allowAbsent: boolean): ValidateFunction {
  const wrapped = ((data: unknown) => {
    wrapped.errors = null
    if (allowAbsent && (data === undefined || data === null)) return true
    if (!validate(data)) {
      wrapped.errors = validate.errors
      return false
    }
    const found = unstorableTextAt(data)
    if (found === null) return true
    wrapped.errors = [unstorableTextError(found)]
    return false
  }) as ValidateFunction
  return wrapped
}

/**
 * Bodies are validated as sent: no type coercion and nothing silently removed, so an extra field is a 400.
 * Query strings, path and header parameters are text on the wire, so those are coerced.
 */
export function installValidators(app: FastifyInstance): void {
  const bodies = createAjv({ coerceTypes: false })
  const parameters = createAjv({ coerceTypes: 'array' })

  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodies : parameters
    const id = (schema as { $id?: string }).$id
    // Compiled when the first request of the route needs it: compiling every operation's schemas up
    // front was half a second of each start, before the port opened.
    let validate: ValidateFunction | undefined
    const onFirstUse = ((data: unknown) => {
      validate ??= refusingUnstorableText(
        (id && ajv.getSchema(id)) || ajv.compile(schema),
        httpPart === 'body',
      )
      const valid = validate(data)
      onFirstUse.errors = validate.errors
      return valid
    }) as ValidateFunction
    return onFirstUse
  })
}
