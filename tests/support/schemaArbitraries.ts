import fc from 'fast-check'
import {
  DATE_EXAMPLES,
  DATE_TIME_EXAMPLES,
  HAND_MADE_CURSOR_EXAMPLES,
  handMadeCursors,
  madeCursors,
  ODD_DATE_TIMES,
  ODD_DATES,
  ODD_NUMBERS,
  ODD_STRINGS,
  ODD_UUIDS,
  WRONG_TYPES,
  withNulCharacter,
} from './oddValues'

/** The part of JSON Schema (OpenAPI 3.1) the contract uses. */
export interface JsonSchema {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  allOf?: JsonSchema[]
}

export interface SchemaArbitraryOptions {
  /** The schema a `$ref` names. */
  resolve(ref: string): JsonSchema
  /** Ids of records that exist (filled as the walk goes), so generated ids sometimes hit one. */
  knownIds: readonly string[]
}

interface NamedSchema {
  valid: () => fc.Arbitrary<unknown>
  odd: () => fc.Arbitrary<unknown>
  examples: unknown[]
}

/** Schemas whose meaning their shape cannot say, by the name they are referred to with. */
const NAMED: Record<string, NamedSchema> = {
  '#/components/schemas/Cursor': {
    valid: madeCursors,
    odd: handMadeCursors,
    examples: HAND_MADE_CURSOR_EXAMPLES,
  },
}

// Long enough to cross the usual limits, short enough to keep a thousand requests quick.
const USUAL_MAX_LENGTH = 24
const USUAL_MAX_ITEMS = 4
const THAI_AND_LATIN = [..."กขคงจฉชซญฎดตถทนบปผพฟมยรลวศสหอฮะาำิีึืุูเแโใไ่้๊๋็์ abcxyzABCXYZ019-.'_@"]

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type]

const onlyType = (schema: JsonSchema, type: string): JsonSchema => ({ ...schema, type })

function knownOrNewId(options: SchemaArbitraryOptions): fc.Arbitrary<string> {
  // The pool grows while the walk runs, so it is read when a value is drawn, not when the arbitrary is built.
  return fc.oneof(
    fc.uuid(),
    fc.nat().map((index) => options.knownIds[index % options.knownIds.length] ?? crypto.randomUUID()),
  )
}

function validString(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0
  const maxLength = schema.maxLength ?? 10_000
  const fits = (value: string) => [...value].length >= minLength && [...value].length <= maxLength
  switch (schema.format) {
    case 'uuid':
      return knownOrNewId(options)
    case 'email':
      return fc.oneof(fc.emailAddress(), fc.constant(`${'a'.repeat(60)}@example.com`)).filter(fits)
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01Z'), max: new Date('2100-12-31Z'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10))
    case 'date-time':
      return fc
        .tuple(
          fc.date({ min: new Date('0001-01-02Z'), max: new Date('9999-12-30Z'), noInvalidDate: true }),
          fc.constantFrom('Z', '+07:00', '-03:30', '+00:00'),
        )
        .map(([date, offset]) => {
          if (offset === 'Z') return date.toISOString()
          const sign = offset.startsWith('-') ? -1 : 1
          const minutes = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)))
          return new Date(date.getTime() + minutes * 60_000).toISOString().replace('Z', offset)
        })
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits)
  const usualMax = Math.max(minLength, Math.min(maxLength, USUAL_MAX_LENGTH))
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.string({ unit: fc.constantFrom(...THAI_AND_LATIN), minLength, maxLength: usualMax }),
    },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: usualMax }).filter(fits) },
    { weight: 1, arbitrary: fc.constant('ก'.repeat(Math.min(maxLength, 1000))).filter(fits) },
  )
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -(2 ** 31)
  const max = schema.maximum ?? 2 ** 31 - 1
  const inside = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
  return fc.oneof({ weight: 4, arbitrary: inside }, { weight: 1, arbitrary: fc.constantFrom(min, max) })
}

/** Values the schema accepts (or that look like it: formats checked by the server's own rules may still say no). */
export function validValue(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  if (schema.$ref) return NAMED[schema.$ref]?.valid() ?? validValue(options.resolve(schema.$ref), options)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  if (schema.const !== undefined) return fc.constant(schema.const)
  const alternatives = schema.oneOf ?? schema.anyOf
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => validValue(alternative, options)))
  if (schema.allOf) return validValue(Object.assign({}, ...schema.allOf), options)
  const types = typesOf(schema)
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue(onlyType(schema, type), options)))
  switch (types[0]) {
    case 'string':
      return validString(schema, options)
    case 'integer':
    case 'number':
      return validNumber(schema, types[0] === 'integer')
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(validValue(schema.items ?? {}, options), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(
          schema.minItems ?? 0,
          Math.min(schema.maxItems ?? USUAL_MAX_ITEMS, USUAL_MAX_ITEMS),
        ),
      })
    case 'object':
      return validObject(schema, options)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

function validObject(
  schema: JsonSchema,
  options: SchemaArbitraryOptions,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  const keys = Object.keys(properties)
  if (keys.length === 0)
    return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 })
  return fc.record(Object.fromEntries(keys.map((key) => [key, validValue(properties[key], options)])), {
    requiredKeys: (schema.required ?? []).filter((key) => keys.includes(key)),
  }) as fc.Arbitrary<Record<string, unknown>>
}

function oddString(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  const maxLength = schema.maxLength ?? 10_000
  const byFormat: Record<string, unknown[]> = {
    'date-time': ODD_DATE_TIMES,
    date: ODD_DATES,
    uuid: ODD_UUIDS,
  }
  const special = schema.format ? byFormat[schema.format] : undefined
  return fc.oneof(
    ...(special ? [{ weight: 5, arbitrary: fc.constantFrom(...special) }] : []),
    { weight: 5, arbitrary: withNulCharacter(validString(schema, options)) },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_STRINGS) },
    { weight: 2, arbitrary: fc.constantFrom('a'.repeat(maxLength + 1), 'ก'.repeat(maxLength + 1), '') },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  )
}

function oddObject(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {}
  const keys = Object.keys(properties)
  const valid = validObject(schema, options)
  const variants: fc.Arbitrary<unknown>[] = [
    valid.map((value) => ({ ...value, unknownField: 'x' })),
    valid.map((value) => ({ ...value, 'nul\u0000key': 1 })),
  ]
  if (schema.required?.length)
    variants.push(
      fc.tuple(valid, fc.constantFrom(...schema.required)).map(([value, key]) => {
        const { [key]: _left, ...rest } = value
        return rest
      }),
    )
  if (keys.length > 0)
    variants.push(
      fc
        .constantFrom(...keys)
        .chain((key) => fc.tuple(valid, fc.constant(key), oddValue(properties[key], options)))
        .map(([value, key, odd]) => ({ ...value, [key]: odd })),
    )
  return fc.oneof(...variants)
}

/** Values at or past the schema's edges: wrong types, NUL characters, odd dates and numbers, extra or missing fields. */
export function oddValue(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  const wrongType = fc.constantFrom(...WRONG_TYPES)
  if (schema.$ref) {
    const named = NAMED[schema.$ref]
    return named
      ? fc.oneof({ weight: 4, arbitrary: named.odd() }, { weight: 1, arbitrary: wrongType })
      : oddValue(options.resolve(schema.$ref), options)
  }
  if (schema.enum) {
    const texts = schema.enum.filter((value): value is string => typeof value === 'string')
    const near = texts.flatMap((value) => [value.toUpperCase(), ` ${value}`, `${value}\u0000`])
    return fc.oneof(wrongType, fc.constantFrom('not-in-the-list', ...near))
  }
  const types = typesOf(schema)
  const byType = types.map((type): fc.Arbitrary<unknown> => {
    const single = onlyType(schema, type)
    switch (type) {
      case 'string':
        return oddString(single, options)
      case 'integer':
      case 'number': {
        const limits = [schema.minimum, schema.maximum].filter((limit) => limit !== undefined) as number[]
        return fc.constantFrom(
          ...ODD_NUMBERS,
          ...limits.flatMap((limit) => [limit - 1, limit + 1, limit + 0.5]),
        )
      }
      case 'array': {
        const item = validValue(schema.items ?? {}, options)
        return fc.oneof(
          fc.constant([]),
          fc.array(item, {
            minLength: (schema.maxItems ?? 200) + 1,
            maxLength: (schema.maxItems ?? 200) + 1,
          }),
          fc
            .tuple(fc.array(item, { maxLength: 2 }), oddValue(schema.items ?? {}, options))
            .map(([items, odd]) => [...items, odd]),
        )
      }
      case 'object':
        return oddObject(single, options)
      default:
        return wrongType
    }
  })
  return fc.oneof(
    { weight: 1, arbitrary: wrongType },
    ...byType.map((arbitrary) => ({ weight: 4, arbitrary })),
  )
}

/**
 * The odd values every field of every operation is tried with, before any random ones: one of each kind
 * that has reached a database unable to hold it (a NUL character, a leap second, year 0000 or 10000,
 * a hand-made cursor, a number past the edge).
 */
export function edgeExamples(schema: JsonSchema, options: SchemaArbitraryOptions): unknown[] {
  if (schema.$ref) return NAMED[schema.$ref]?.examples ?? edgeExamples(options.resolve(schema.$ref), options)
  if (schema.enum)
    return schema.enum.filter((value) => typeof value === 'string').map((value) => `${value}\u0000`)
  const types = typesOf(schema)
  const examples: unknown[] = []
  if (types.includes('string')) {
    examples.push('a\u0000b')
    if (schema.format === 'date-time') examples.push(...DATE_TIME_EXAMPLES)
    if (schema.format === 'date') examples.push(...DATE_EXAMPLES)
  }
  if (types.includes('integer') || types.includes('number'))
    examples.push((schema.maximum ?? 2 ** 53) + 1, (schema.minimum ?? -(2 ** 53)) - 1)
  if (types.includes('array'))
    examples.push(...edgeExamples(schema.items ?? {}, options).map((item) => [item]))
  return examples
}
