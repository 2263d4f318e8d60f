import crypto from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

export const REQUEST_ID_HEADER = 'x-request-id'

// Short and of a charset that cannot break a log line, a header or a log query: anything else is replaced.
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

/**
 * Fastify's `genReqId`: the id a proxy in front gave the request (so one id follows it through the
 * proxy's log and ours) when the proxy is trusted and the id is valid, otherwise a new one. Without
 * TRUST_PROXY anyone could choose the id of their own requests and make log lines look related.
 */
export function requestIdOf(trustProxy: boolean): (raw: IncomingMessage) => string {
  return (raw) => {
    if (trustProxy) {
      const sent = raw.headers[REQUEST_ID_HEADER]
      if (typeof sent === 'string' && VALID_REQUEST_ID.test(sent)) return sent
    }
    return crypto.randomUUID()
  }
}

/** On the raw answer, so an answer written by hand (an event stream) or refused early carries it too. */
export function sendRequestId(request: FastifyRequest, reply: FastifyReply): void {
  reply.raw.setHeader(REQUEST_ID_HEADER, request.id)
}

/** Among the first hooks, so that an answer refused by any later hook carries the id too. */
export function installRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    sendRequestId(request, reply)
    done()
  })
}
