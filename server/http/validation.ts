import { Ajv, type Options, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifyInstance } from 'fastify'

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
  return ajv
}

/**
 * Bodies are validated as sent: no type coercion and nothing silently removed, so an extra field is a 400.
 * Query strings, path and header parameters are text on the wire, so those are coerced.
 * An absent (or null) body passes here; the guard rejects it where the contract says the body is required.
 */
export function installValidators(app: FastifyInstance): void {
  const bodies = createAjv({ coerceTypes: false })
  const parameters = createAjv({ coerceTypes: 'array' })

  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodies : parameters
    const id = (schema as { $id?: string }).$id
    const validate = (id && ajv.getSchema(id)) || ajv.compile(schema)
    if (httpPart !== 'body') return validate
    const validateBody = ((data: unknown) => {
      // Fastify hands an absent body to the validator as null.
      if (data === undefined || data === null) {
        validateBody.errors = null
        return true
      }
      const valid = validate(data)
      validateBody.errors = validate.errors
      return valid
    }) as ValidateFunction
    return validateBody
  })
}
