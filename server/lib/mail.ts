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

/** Text and simple HTML from paragraphs; the one-time code is set apart so it is easy to copy. */
export function composeMail(to: string, subject: string, paragraphs: string[], code?: string): OutgoingMail {
  const text = [...paragraphs.slice(0, 1), ...(code ? [code] : []), ...paragraphs.slice(1)].join('\n\n')
  const htmlParts = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`)
  if (code)
    htmlParts.splice(
      1,
      0,
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(code)}</p>`,
    )
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#222">${htmlParts.join('')}</body></html>`
  return { to, subject, text, html }
}
