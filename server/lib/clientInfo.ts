import type { FastifyRequest } from 'fastify'
import { UAParser } from 'ua-parser-js'
import { type ClientDevice, isDeviceType } from '../../src/domain/devices'

export interface ClientInfo {
  os: string | null
  device: ClientDevice | null
  ip: string
  /** What the browser said about itself in the payload, kept beside the server's own view. */
  reportedOs: string | null
  reportedIp: string | null
}

// The contract's bound of the os and device names it answers (ClientOs, ClientDevice); a User-Agent can be longer.
const CLIENT_TEXT_MAX_LENGTH = 255
const bounded = (text: string | null) => text?.slice(0, CLIENT_TEXT_MAX_LENGTH) ?? null
const join = (...parts: (string | undefined)[]) => bounded(parts.filter(Boolean).join(' ') || null)

/** The device of a user agent, by name only: the readers' language puts it into words (describeDevice). */
function deviceOf({ browser, device }: UAParser.IResult): ClientDevice | null {
  const type = isDeviceType(device.type) ? device.type : browser.name ? 'desktop' : null
  const described: ClientDevice = {
    browser: join(browser.name, browser.major),
    type,
    model: join(device.vendor, device.model),
  }
  return described.browser || described.type || described.model ? described : null
}

export function clientInfo(
  request: FastifyRequest,
  payload?: { OS?: string; IP?: string } | null,
): ClientInfo {
  const agent = request.headers['user-agent']
  const parsed = new UAParser(typeof agent === 'string' ? agent : '').getResult()
  return {
    os: join(parsed.os.name, parsed.os.version),
    device: deviceOf(parsed),
    ip: request.ip,
    reportedOs: payload?.OS?.trim() || null,
    reportedIp: payload?.IP?.trim() || null,
  }
}

/** The device as the jsonb `device` columns of sessions and histories take it. */
export const deviceColumn = (device: ClientDevice | null): string | null =>
  device ? JSON.stringify(device) : null
