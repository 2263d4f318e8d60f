import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError, errorBody } from '../lib/errors'
import { languageOf, t } from '../lib/i18n'
import { validationMessage } from '../lib/validationMessage'
import { sendRequestId } from './requestId'
import { logRequestError } from './requestLog'
import { applySecurityHeaders, type SecurityHeaders } from './security'

const CLIENT_ERROR_KEYS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.bad_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.bad_json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'errors.bad_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors.payload_too_large',
}

/** Every error answers `{ statusCode, message, error }` with the message in the request's language. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const { lang } = request
    if (error instanceof AppError) {
      if (error.retryAfter) reply.header('retry-after', String(error.retryAfter))
      return reply.code(error.statusCode).send({
        ...errorBody(error.statusCode, t(lang, error.messageKey, error.vars)),
        ...error.bodyIn(lang),
      })
    }
    if (error.validation) {
      return reply
        .code(400)
        .send(errorBody(400, validationMessage(error.validation, error.validationContext, lang)))
    }
    const status = error.statusCode ?? 500
    if (status < 500) {
      const key = error.code ? CLIENT_ERROR_KEYS[error.code] : undefined
      if (error instanceof SyntaxError || key === 'errors.bad_json')
        return reply.code(400).send(errorBody(400, t(lang, 'errors.bad_json')))
      return reply.code(status).send(errorBody(status, key ? t(lang, key) : error.message))
    }
    const key = status === 503 ? 'errors.unavailable' : 'errors.internal'
    const code = status === 503 ? 503 : 500
    logRequestError(request, reply.code(code), error)
    return reply.send(errorBody(code, t(lang, key)))
  })
}

/**
 * Fastify's `frameworkErrors`: URLs the router refuses before any route or hook runs (a malformed
 * percent-encoding, or a path parameter longer than the router takes) are answered here like every
 * other error, with the security headers and in the `lang` header's language.
 */
export function answerUnroutable(headers: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    applySecurityHeaders(reply, headers)
    sendRequestId(request, reply)
    const lang = languageOf(request.headers.lang)
    const [status, key] =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? [414, 'errors.url_too_long'] : [400, 'errors.bad_url']
    return reply.code(status).send(errorBody(status, t(lang, key)))
  }
}
