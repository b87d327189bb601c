import { describe, expect, it } from 'vitest'
import { nextDevArgs } from '../../scripts/lib/devArgs.ts'

// Review: `npm run dev` started `next dev` on Next's default, every interface, while it accepts
// the Auth emulator's unsigned tokens: anyone on the same network could sign in as anyone.
describe('npm run dev listens on this machine only', () => {
  it('adds a loopback hostname and the port chosen', () => {
    expect(nextDevArgs([], 3000, {})).toEqual({
      args: ['--port', '3000', '--hostname', '127.0.0.1'],
    })
    // A container names itself in HOSTNAME: not an address to listen on, and not a reason to refuse.
    expect(nextDevArgs(['--turbopack', '-p', '4000'], 3000, { HOSTNAME: '3f2a9c1d0b7e' })).toEqual({
      args: ['--turbopack', '-p', '4000', '--hostname', '127.0.0.1'],
    })
    expect(nextDevArgs(['-H', '::1'], 3000, {})).toEqual({
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
