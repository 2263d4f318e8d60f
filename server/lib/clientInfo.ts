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

export function clientInfo(
  request: FastifyRequest,
  payload?: { OS?: string; IP?: string } | null,
): ClientInfo {
  const agent = request.headers['user-agent']
  const { os, browser, device } = new UAParser(typeof agent === 'string' ? agent : '').getResult()
  const hardware = join(device.vendor, device.model) ?? device.type ?? (browser.name ? 'desktop' : undefined)
  const client = join(browser.name, browser.major)
  return {
    os: join(os.name, os.version) ?? null,
    device: [client, hardware].filter(Boolean).join(' on ') || null,
    ip: request.ip,
    reportedOs: payload?.OS?.trim() || null,
    reportedIp: payload?.IP?.trim() || null,
  }
}
