import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/**
 * SMTP when a URL is given; otherwise every message is written as `<timestamp>-<random>.eml` in
 * `outboxDir`, which any mail client opens.
 */
export function createMailer(options: { smtpUrl: string | null; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail })
      },
      close: () => transport.close(),
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail })
      await fs.mkdir(options.outboxDir, { recursive: true })
      const name = `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.eml`
      await fs.writeFile(path.join(options.outboxDir, name), info.message as Buffer)
    },
    close: () => transport.close(),
  }
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

export interface MailBody {
  /** Paragraphs before the code; the last of them introduces it ("Use this code to ..."). */
  before: string[]
  /** A one-time code, set apart so it is easy to read and copy. */
  code?: string
  after?: string[]
}

/** Text and simple HTML from paragraphs, with the code (if any) right after the paragraph introducing it. */
export function composeMail(to: string, subject: string, body: MailBody): OutgoingMail {
  const after = body.after ?? []
  const text = [...body.before, ...(body.code ? [body.code] : []), ...after].join('\n\n')
  const paragraph = (p: string) => `<p>${escapeHtml(p)}</p>`
  const code = body.code
    ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(body.code)}</p>`
    : ''
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#222">${body.before.map(paragraph).join('')}${code}${after.map(paragraph).join('')}</body></html>`
  return { to, subject, text, html }
}
