// Email of the admin panel ("Esqueceu sua senha?" of /admin): SMTP through nodemailer when SMTP_HOST
// is set; otherwise (development and tests only: production refuses to start without SMTP, see
// src/lib/runtimeMode.mjs) every message is written to the server log, link included, and nothing
// is sent. Subscribers' password emails are Firebase's, not these.
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'
import { numberSetting } from '@/lib/runtimeMode.mjs'

type Env = Record<string, string | undefined>

const set = (v: string | undefined): v is string => typeof v === 'string' && v.trim() !== ''

/** The message as a developer reads it in the log: addresses, subject, and the text with its links. */
export function describeEmail(message: SendEmailOptions): string {
  const list = (v: SendEmailOptions['to']): string =>
    Array.isArray(v)
      ? v.map((a) => list(a)).join(', ')
      : typeof v === 'string'
        ? v
        : v
          ? v.address
          : ''
  const body =
    typeof message.text === 'string'
      ? message.text
      : typeof message.html === 'string'
        ? message.html.replace(/<a [^>]*href="([^"]+)"[^>]*>/g, '$1 ').replace(/<[^>]+>/g, ' ')
        : ''
  return [
    `To: ${list(message.to)}`,
    `Subject: ${message.subject ?? ''}`,
    body.replace(/\s+/g, ' ').trim(),
  ].join('\n')
}

const consoleAdapter: EmailAdapter = ({ payload }) => ({
  name: 'console',
  defaultFromAddress: 'painel@localhost',
  defaultFromName: 'Busqy (desenvolvimento)',
  sendEmail: async (message) => {
    payload.logger.info({
      msg: `email not sent (no SMTP_HOST: development only)\n${describeEmail(message)}`,
    })
  },
})

export function emailAdapter(env: Env = process.env): EmailAdapter | Promise<EmailAdapter> {
  if (!set(env.SMTP_HOST)) return consoleAdapter
  const port = numberSetting(env, 'SMTP_PORT', 587)
  return nodemailerAdapter({
    defaultFromAddress: env.SMTP_FROM ?? '',
    defaultFromName: env.SMTP_FROM_NAME || 'Busqy',
    transportOptions: {
      host: env.SMTP_HOST,
      port,
      // 465 is TLS from the first byte; other ports upgrade with STARTTLS.
      secure: port === 465,
      ...(set(env.SMTP_USER) ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } } : {}),
    },
  })
}
