import { describe, expect, it } from 'vitest'
import { nextDevArgs } from '../../scripts/lib/devArgs.ts'

// Review: `npm run dev` started `next dev` on Next's default, every interface, while it accepts
// the Auth emulator's unsigned tokens: anyone on the same network could sign in as anyone.
describe('npm run dev listens on this machine only', () => {
  it('adds a loopback hostname and the port chosen', () => {
    expect(nextDevArgs([], 3000, {})).toMatchObject({
      args: ['--port', '3000', '--hostname', '127.0.0.1'],
    })
    // A container names itself in HOSTNAME: not an address to listen on, and not a reason to refuse.
    expect(
      nextDevArgs(['--turbopack', '-p', '4000'], 4000, { HOSTNAME: '3f2a9c1d0b7e' }),
    ).toMatchObject({
      args: ['--turbopack', '-p', '4000', '--hostname', '127.0.0.1'],
    })
    expect(nextDevArgs(['-H', '::1'], 3000, {})).toMatchObject({
      args: ['-H', '::1', '--port', '3000'],
    })
  })

  it('refuses a hostname other machines reach', () => {
    for (const [args, env] of [
      [['--hostname', '0.0.0.0'], {}],
      [['-H', '192.168.0.10'], { HOSTNAME: 'localhost' }],
    ] as const) {
      const answer = nextDevArgs([...args], 3000, env)
      expect(answer, JSON.stringify([args, env])).toHaveProperty(
        'problem',
        expect.stringMatching(/^Server start refused: HOSTNAME=.* unsigned tokens/),
      )
    }
  })
})

// Review: with PORT=3311 (or 3000 busy) `next dev` ran with Payload's serverURL still at
// http://localhost:3000, and every save in the admin answered 403 (tests/unit/localServerUrl.test.ts).
describe('npm run dev tells the app the address it serves', () => {
  it('sets NEXT_PUBLIC_SERVER_URL to the port chosen when it is not configured', () => {
    expect(nextDevArgs([], 3311, {})).toEqual({
      args: ['--port', '3311', '--hostname', '127.0.0.1'],
      env: { NEXT_PUBLIC_SERVER_URL: 'http://localhost:3311' },
      warning: null,
    })
    // dev.ts takes the port from -p when given.
    expect(nextDevArgs(['-p', '4000'], 4000, {})).toMatchObject({
      env: { NEXT_PUBLIC_SERVER_URL: 'http://localhost:4000' },
    })
  })

  it('keeps a configured one, with a warning when its port is not the one served', () => {
    expect(
      nextDevArgs([], 3001, { NEXT_PUBLIC_SERVER_URL: 'http://localhost:3000' }),
    ).toMatchObject({
      env: {},
      warning: expect.stringContaining('port 3001'),
    })
    expect(
      nextDevArgs([], 3000, { NEXT_PUBLIC_SERVER_URL: 'http://127.0.0.1:3000' }),
    ).toMatchObject({ env: {}, warning: null })
  })
})
