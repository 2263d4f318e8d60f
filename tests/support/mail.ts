import fs from 'node:fs/promises'
import path from 'node:path'

export interface ReceivedMail {
  to: string
  subject: string
  text: string
  html: string
  /** The 6-digit code in the text, when there is one. */
  code: string | null
  file?: string
}

function decodeQuotedPrintable(input: string): Buffer {
  const bytes: number[] = []
  const text = input.replace(/=\r?\n/g, '')
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3)
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(text[i], 'utf8'))
  }
  return Buffer.from(bytes)
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    )
}

interface Part {
  headers: Map<string, string>
  body: string
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n')
  const end = normalized.indexOf('\n\n')
  const head = end === -1 ? normalized : normalized.slice(0, end)
  const body = end === -1 ? '' : normalized.slice(end + 2)
  const headers = new Map<string, string>()
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body).toString('utf8')
  return part.body
}

function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part]
  const sections = part.body.split(`--${boundary}`).slice(1)
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leaves(splitPart(section.replace(/^\n/, ''))))
}

/** A small reader for the messages the server writes (nodemailer's MIME output), enough for tests. */
export function parseMail(raw: string): ReceivedMail {
  const root = splitPart(raw)
  const parts = leaves(root)
  const find = (type: string) =>
    parts.find((p) => (p.headers.get('content-type') ?? 'text/plain').startsWith(type))
  const textPart = find('text/plain')
  const htmlPart = find('text/html')
  const text = textPart ? decodeBody(textPart) : ''
  return {
    to: decodeWords(root.headers.get('to') ?? ''),
    subject: decodeWords(root.headers.get('subject') ?? ''),
    text,
    html: htmlPart ? decodeBody(htmlPart) : '',
    code: /\b(\d{6})\b/.exec(text)?.[1] ?? null,
  }
}

export async function listMail(mailDir: string): Promise<string[]> {
  const files = await fs.readdir(mailDir).catch(() => [] as string[])
  return files.filter((file) => file.endsWith('.eml')).sort()
}

/**
 * The newest message in the outbox, waiting for it when the server is still sending (mail goes out
 * after the answer). With `after`, only a message written at or after that time counts.
 */
export async function readLatestMail(
  mailDir: string,
  options: { after?: number; to?: string; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  // The server mails after answering, so a mail of an earlier request may land late: match on the
  // recipient when one is given, not on arrival order alone.
  const deadline = Date.now() + (options.timeoutMs ?? 5000)
  for (;;) {
    const files = (await listMail(mailDir)).filter(
      (file) => Number(file.split('-')[0]) >= (options.after ?? 0),
    )
    for (const file of files.reverse()) {
      const mail = { ...parseMail(await fs.readFile(path.join(mailDir, file), 'utf8')), file }
      if (!options.to || mail.to.toLowerCase().includes(options.to.toLowerCase())) return mail
    }
    if (Date.now() > deadline) throw new Error(`No mail arrived in ${mailDir}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
