import type { FastifyRequest } from 'fastify'
import { UAParser } from 'ua-parser-js'

export interface ClientInfo {
  os: string | null
  device: string | null
  ip: string
  /** What the browser said about itself in the payload, kept beside the server's own view. */
  reportedOs: string | null
  reportedIp: string | null
}

const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || undefined

// The contract's bound of the os and device it answers (ClientOs, ClientDevice); a User-Agent can be longer.
const CLIENT_TEXT_MAX_LENGTH = 255
const bounded = (text: string | null) => text?.slice(0, CLIENT_TEXT_MAX_LENGTH) ?? null

export function clientInfo(
  request: FastifyRequest,
  payload?: { OS?: string; IP?: string } | null,
): ClientInfo {
  const agent = request.headers['user-agent']
  const { os, browser, device } = new UAParser(typeof agent === 'string' ? agent : '').getResult()
  const hardware = join(device.vendor, device.model) ?? device.type ?? (browser.name ? 'desktop' : undefined)
  const client = join(browser.name, browser.major)
  return {
    os: bounded(join(os.name, os.version) ?? null),
    device: bounded([client, hardware].filter(Boolean).join(' on ') || null),
    ip: request.ip,
    reportedOs: payload?.OS?.trim() || null,
    reportedIp: payload?.IP?.trim() || null,
  }
}
