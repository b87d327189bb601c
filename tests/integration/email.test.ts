// The admin panel's "forgot password" email: SMTP when configured, the server log otherwise.
import config from '@payload-config'
import net from 'node:net'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { emailAdapter } from '@/server/email.ts'

let payload: Payload
beforeAll(async () => {
  payload = await getPayload({ config })
})

/** A minimal SMTP server on a free port: accepts every message and keeps its raw DATA. */
function fakeSmtp(): Promise<{ port: number; messages: string[]; close: () => Promise<void> }> {
  const messages: string[] = []
  const server = net.createServer((socket) => {
    let inData = false
    let data = ''
    let pending = ''
    socket.write('220 fake ESMTP\r\n')
    socket.on('data', (chunk) => {
      pending += chunk.toString('utf8')
      if (inData) {
        data += pending
        pending = ''
        if (data.endsWith('\r\n.\r\n')) {
          messages.push(data)
          inData = false
          data = ''
          socket.write('250 queued\r\n')
        }
        return
      }
      let at: number
      while ((at = pending.indexOf('\r\n')) >= 0) {
        const line = pending.slice(0, at)
        pending = pending.slice(at + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n')
        else if (verb === 'DATA') {
          inData = true
          socket.write('354 go on\r\n')
          data = pending
          pending = ''
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        messages,
        close: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  )
}

describe('admin email', () => {
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>
  beforeAll(async () => {
    smtp = await fakeSmtp()
  })
  afterAll(async () => smtp?.close())

  it('sends through SMTP when SMTP_HOST is set, from SMTP_FROM', async () => {
    const adapter = await emailAdapter({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'painel@busqy.example',
      SMTP_FROM_NAME: 'Busqy Painel',
    })
    const mailer = adapter({ payload })
    expect(mailer.name).toBe('nodemailer')
    await mailer.sendEmail({
      from: `${mailer.defaultFromName} <${mailer.defaultFromAddress}>`,
      to: 'editora@example.com',
      subject: 'Redefinir senha',
      html: '<a href="http://localhost:3000/admin/reset/abc">Redefinir</a>',
    })
    expect(smtp.messages).toHaveLength(1)
    expect(smtp.messages[0]).toMatch(/From: Busqy Painel <painel@busqy\.example>/)
    expect(smtp.messages[0]).toMatch(/To: editora@example\.com/)
    expect(smtp.messages[0]).toContain('/admin/reset/abc')
  })

  it('without SMTP (local runs) the forgot-password email, reset link included, goes to the server log', async () => {
    const email = `esqueci${Date.now()}@example.com`
    await payload.create({
      collection: 'admins',
      overrideAccess: true,
      data: { email, password: 'senha-forte-1', role: 'editor' },
    })
    const info = vi.spyOn(payload.logger, 'info')
    try {
      await payload.forgotPassword({ collection: 'admins', data: { email } })
      const logged = info.mock.calls.map((c) => JSON.stringify(c[0])).join('\n')
      expect(logged).toContain(`To: ${email}`)
      expect(logged).toMatch(/\/admin\/reset\/[0-9a-f]{20,}/)
    } finally {
      info.mockRestore()
    }
  })
})
