import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { listMail, parseMail, type ReceivedMail } from '../support/mail'
import { startTestServer, type TestServer } from '../support/test-server'

const received: (ReceivedMail & { envelopeTo: string[] })[] = []
let smtp: SMTPServer
let server: TestServer

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk) => {
        raw += chunk
      })
      stream.on('end', () => {
        received.push({ ...parseMail(raw), envelopeTo: session.envelope.rcptTo.map((r) => r.address) })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  server = await startTestServer({
    config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Back-office <bo@example.com>' },
  })
})
afterAll(async () => {
  await server?.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

describe('recovery mail over SMTP', () => {
  it('sends the code through the SMTP server of SMTP_URL, and the code works', async () => {
    const staff = await createStaff(server.db)
    const api = apiClient(server.baseUrl)
    const { response } = await api.POST('/auth/admin/sendOtp', { body: { email: staff.email } })
    expect(response.status).toBe(204)
    await server.app.background.drain()

    expect(received).toHaveLength(1)
    const [mail] = received
    expect(mail.envelopeTo).toEqual([staff.email])
    expect(mail.subject).toBe('Your password recovery code')
    expect(mail.code).toMatch(/^\d{6}$/)
    expect(await listMail(server.mailDir)).toEqual([])

    const verified = await api.POST('/auth/admin/verifyOtp', {
      body: { email: staff.email, code: mail.code as string },
    })
    expect(verified.response.status).toBe(200)
  })
})
