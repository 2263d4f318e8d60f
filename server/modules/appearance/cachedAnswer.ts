// The storefront's reads (what is live at an instant) answer with an ETag of their content and a
// Cache-Control that never outlives the answer: at most a minute, and not past the next instant anything
// starts or ends. A caller holding the same content (If-None-Match) gets a 304 without the body.
import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

export const MAX_CACHE_SECONDS = 60

const etagOf = (body: unknown) =>
  `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`

/** Whether an If-None-Match header names this tag (a list, weak tags and * included). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}

export function cachedAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: T,
  { at, nextChange }: { at: number; nextChange: number | null },
): T | FastifyReply {
  const etag = etagOf(body)
  const untilChange = nextChange === null ? MAX_CACHE_SECONDS : Math.floor((nextChange - at) / 1000)
  const seconds = Math.max(0, Math.min(MAX_CACHE_SECONDS, untilChange))
  reply.header('ETag', etag).header('Cache-Control', `private, max-age=${seconds}`)
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send()
  return body
}
