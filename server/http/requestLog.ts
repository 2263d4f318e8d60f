import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'

// Requests whose error is logged already, by the error handler, so their answer is not logged twice.
const failedRequests = new WeakSet<FastifyRequest>()

const DEBUG_LEVELS = new Set(['debug', 'trace'])

/**
 * What the server logs about requests. Fastify's own two lines per request at info level cost time
 * on every list call (measured with bench/*-list.bench.ts) and bury what operators look for, so this
 * logs instead, in one line per request at most:
 * - a failed request (5xx) at error level, with its error and stack when one was thrown;
 * - a request slower than `slowRequestMs` at warn level;
 * - every other request (unknown routes included) at debug level only (LOG_LEVEL=debug).
 * Fastify's other lines (stream and serializer errors, 503 while closing) stay as they are.
 */
export class RequestLogController extends LogController {
  constructor(private readonly slowRequestMs: number) {
    super()
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (failedRequests.has(request)) return
    if (error) request.log.error({ ...requestLine(request, reply), err: error }, 'request failed')
    else if (reply.statusCode >= 500) request.log.error(requestLine(request, reply), 'request failed')
    else if (reply.elapsedTime >= this.slowRequestMs)
      request.log.warn(requestLine(request, reply), 'slow request')
    else if (DEBUG_LEVELS.has(request.log.level))
      request.log.debug(requestLine(request, reply), 'request completed')
  }
}

/** Logs a request that failed with `error` (its stack included) once, with the request's line. */
export function logRequestError(request: FastifyRequest, reply: FastifyReply, error: unknown): void {
  failedRequests.add(request)
  request.log.error({ ...requestLine(request, reply), err: error }, 'request failed')
}

// A signed storage URL's signature is its only credential: it stays out of the logs.
const withoutSignature = (url: string) => url.replace(/([?&]signature=)[^&#]*/gi, '$1[redacted]')

function requestLine(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    url: withoutSignature(request.url),
    statusCode: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
  }
}
