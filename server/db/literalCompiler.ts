import { createQueryId, PostgresQueryCompiler, type RootOperationNode } from 'kysely'

// COPY (query) takes no bind parameters, so a query sent through it carries its values inline. Each
// value is written as the text `pg` would have sent for its parameter, in a quoted literal of unknown
// type, so PostgreSQL gives it the type from its place in the query exactly as it types a parameter.

const ARRAY_ELEMENT_ESCAPE = /["\\]/g

/** The text of a value as `pg` sends a parameter (its prepareValue): arrays as array literals, dates as ISO instants. */
function parameterText(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value)
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new Error('an invalid date cannot be inlined')
    return value.toISOString()
  }
  if (Array.isArray(value)) {
    const elements = value.map((element) => {
      const text = parameterText(element)
      return text === null ? 'NULL' : `"${text.replace(ARRAY_ELEMENT_ESCAPE, '\\$&')}"`
    })
    return `{${elements.join(',')}}`
  }
  throw new Error(`a ${typeof value} value cannot be inlined into SQL`)
}

/**
 * A string literal whatever standard_conforming_strings says: the E'' form, where a backslash and a
 * quote are the only characters with a meaning, each doubled. NUL cannot be held by PostgreSQL text.
 */
export function quotedLiteral(text: string): string {
  if (text.includes('\0')) throw new Error('text with a NUL character cannot be inlined into SQL')
  return `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`
}

/** PostgreSQL's compiler, writing each value where a parameter placeholder would go. */
export class LiteralQueryCompiler extends PostgresQueryCompiler {
  protected override appendValue(value: unknown): void {
    const text = parameterText(value)
    this.append(text === null ? 'null' : quotedLiteral(text))
  }
}

/** The SQL of a query with all of its values inline, for statements that take no parameters (COPY). */
export function inlinedSql(query: { toOperationNode(): RootOperationNode }): string {
  const compiled = new LiteralQueryCompiler().compileQuery(query.toOperationNode(), createQueryId())
  if (compiled.parameters.length > 0) throw new Error('an inlined query still has parameters')
  return compiled.sql
}
