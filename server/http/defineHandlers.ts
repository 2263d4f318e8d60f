import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify'
import type { operations } from '../../src/api/schema'

/**
 * Handlers typed by the contract: each operationId's body, path parameters, query and answer come from
 * the types generated from it (src/api/schema.d.ts), so a handler reads `request.body` without a cast
 * and a change to the contract that a handler does not follow fails to compile.
 */

export type OperationId = keyof operations

type Operation<K extends OperationId> = operations[K]

/** `{}` where the contract declares none of a part (openapi-typescript writes `part?: never`). */
type Declared<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>

type ContentOf<T> = T extends { content: infer Content } ? Content[keyof Content] : never

/** The JSON body; `undefined` is possible where the contract does not require one. */
export type BodyOf<K extends OperationId> = undefined extends Operation<K>['requestBody']
  ? ContentOf<NonNullable<Operation<K>['requestBody']>> | undefined
  : ContentOf<Operation<K>['requestBody']>

export type ParamsOf<K extends OperationId> = Declared<Operation<K>['parameters']['path']>
export type QueryOf<K extends OperationId> = Declared<Operation<K>['parameters']['query']>

type SuccessStatus = 200 | 201 | 202 | 204
type Responses<K extends OperationId> = Operation<K>['responses']

/** An answer without content (204) is sent by the handler itself, which then returns the reply. */
type AnswerOf<R> = R extends { content: infer Content } ? Content[keyof Content] : never

/** What the handler returns: the content of one of the operation's success answers. */
export type ReplyOf<K extends OperationId> = {
  [Status in keyof Responses<K>]: Status extends SuccessStatus ? AnswerOf<Responses<K>[Status]> : never
}[keyof Responses<K>]

export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Body: BodyOf<K>
  Params: ParamsOf<K>
  Querystring: QueryOf<K>
}>

/**
 * A handler answers with the operation's content, or with the reply it has sent itself (a stream, a file,
 * a 204 with `return reply.code(204).send()`).
 */
export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<ReplyOf<K> | FastifyReply>

type OperationHandlers = { [K in OperationId]?: OperationHandler<K> }

/** The handlers of one area, by operationId, as the router takes them. */
export type HandlerTable = Readonly<Record<string, RouteHandlerMethod>>

/**
 * Checks each handler against its operation (a name that is no operationId does not compile either) and
 * hands the table to the router. The one cast is sound because the router validates every request against
 * the same contract before a handler sees it.
 */
export function defineHandlers<const Handlers extends OperationHandlers>(
  handlers: Handlers & Record<Exclude<keyof Handlers, OperationId>, never>,
): HandlerTable {
  return handlers as unknown as HandlerTable
}
