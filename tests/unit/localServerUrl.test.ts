import { describe, expect, it } from 'vitest'
import { csrfOrigins, localServerUrlEnv, serverUrlPortWarning } from '@/lib/runtimeMode.mjs'

// Review: `npm run dev` on port 3311 (PORT, or 3000 busy) left Payload's serverURL at
// http://localhost:3000, so its CSRF list lacked the origin the admin was on: every save in the
// admin answered 403 "Você não tem permissão para realizar essa ação." (seen with Chromium), on
// http://localhost:3311 and http://127.0.0.1:3311 alike, and on http://127.0.0.1:3000 too.
describe("a local server's own address", () => {
  it('is http://localhost:<the port it serves> when NEXT_PUBLIC_SERVER_URL is not set', () => {
    expect(localServerUrlEnv(3311, {})).toEqual({ NEXT_PUBLIC_SERVER_URL: 'http://localhost:3311' })
    expect(localServerUrlEnv(3000, { NEXT_PUBLIC_SERVER_URL: ' ' })).toEqual({
      NEXT_PUBLIC_SERVER_URL: 'http://localhost:3000',
    })
  })

  it('never replaces a configured one, which may only be warned about', () => {
    for (const NEXT_PUBLIC_SERVER_URL of ['http://localhost:3000', 'http://127.0.0.1:3311'])
      expect(localServerUrlEnv(3311, { NEXT_PUBLIC_SERVER_URL })).toEqual({})
  })

  it('warns when a configured address names another port than the one served', () => {
    const warning = serverUrlPortWarning(3311, { NEXT_PUBLIC_SERVER_URL: 'http://localhost:3000' })
    expect(warning).toContain('NEXT_PUBLIC_SERVER_URL=http://localhost:3000')
    expect(warning).toContain('port 3311')
    expect(warning).toContain('http://localhost:3311')
    expect(warning).not.toContain('\n')
    // The scheme's own port counts.
    expect(serverUrlPortWarning(3000, { NEXT_PUBLIC_SERVER_URL: 'http://localhost' })).toContain(
      'port 3000',
    )
    for (const env of [
      {},
      { NEXT_PUBLIC_SERVER_URL: '' },
      { NEXT_PUBLIC_SERVER_URL: 'http://127.0.0.1:3311' },
      { NEXT_PUBLIC_SERVER_URL: 'http://localhost:3311/' },
    ])
      expect(serverUrlPortWarning(3311, env), JSON.stringify(env)).toBeNull()
    expect(serverUrlPortWarning(80, { NEXT_PUBLIC_SERVER_URL: 'http://localhost' })).toBeNull()
  })
})

describe("Payload's CSRF origins", () => {
  it('locally: the address and the other loopback name on the same port (both serve the site)', () => {
    for (const env of [
      {},
      { NODE_ENV: 'development' },
      { NODE_ENV: 'production', LOCAL_SERVICES: '1' },
    ]) {
      expect(csrfOrigins('http://localhost:3311', env)).toEqual([
        'http://localhost:3311',
        'http://127.0.0.1:3311',
      ])
      expect(csrfOrigins('http://127.0.0.1:3000', env)).toEqual([
        'http://127.0.0.1:3000',
        'http://localhost:3000',
      ])
    }
    // Any other address stays alone.
    expect(csrfOrigins('http://[::1]:3000', {})).toEqual(['http://[::1]:3000'])
  })

  it('in production: the configured address only', () => {
    expect(csrfOrigins('https://busqy.com.br', { NODE_ENV: 'production' })).toEqual([
      'https://busqy.com.br',
    ])
    expect(csrfOrigins('http://localhost:3000', { NODE_ENV: 'production' })).toEqual([
      'http://localhost:3000',
    ])
  })
})
