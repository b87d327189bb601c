import { describe, expect, it } from 'vitest'
import { sessionCookie } from '@/server/endpoints/account.ts'

describe('session cookie attributes', () => {
  it('is httpOnly, SameSite=Lax, site-wide, and Secure in production', () => {
    const prod = sessionCookie('abc', 60, { NODE_ENV: 'production' })
    expect(prod).toBe('__session=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure')
  })

  it('is not Secure in development or against the local emulator over http', () => {
    expect(sessionCookie('abc', 60, { NODE_ENV: 'development' })).not.toContain('Secure')
    expect(
      sessionCookie('abc', 60, {
        NODE_ENV: 'production',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199',
      }),
    ).not.toContain('Secure')
  })

  it('clears with an empty value and Max-Age=0, and escapes the value', () => {
    expect(sessionCookie('', 0, { NODE_ENV: 'production' })).toBe(
      '__session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure',
    )
    expect(sessionCookie('a;b=c', 1, {})).toContain('__session=a%3Bb%3Dc;')
  })
})
