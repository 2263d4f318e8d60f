import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import type { FastifyServerOptions } from 'fastify'

type SerializerFactory = ReturnType<typeof SerializerSelector>

/**
 * Fastify's own response serializers (fast-json-stringify: only the fields the contract declares are
 * sent), each compiled when its route first answers with that status: compiling all of them up front
 * was a sixth of a second of each start, before the port opened.
 */
export function lazySerializers(): FastifyServerOptions['schemaController'] {
  const eager = SerializerSelector()
  const buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const compile = eager(externalSchemas, options)
    return (route) => {
      let serialize: ((data: unknown) => string) | undefined
      return (data: unknown) => {
        serialize ??= compile(route)
        return serialize(data)
      }
    }
  }
  return { compilersFactory: { buildSerializer } }
}
