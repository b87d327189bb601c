// Unsigned Auth emulator tokens are accepted in local mode only. A production server with
// FIREBASE_AUTH_EMULATOR_HOST set (which the start refuses anyway) still refuses them, even when the
// "emulator" it points at vouches for the account.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ID_TOKEN_ISSUER } from '@/server/emulatorJwt.ts'
import { verifyIdToken } from '@/server/firebaseAdmin.ts'

const saved = { ...process.env }
let stub: http.Server
const lookups: string[] = []

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')
function unsignedIdToken(uid: string): string {
  const now = Math.floor(Date.now() / 1000)
  const claims = {
    aud: 'demo-busqy',
    iss: `${ID_TOKEN_ISSUER}demo-busqy`,
    sub: uid,
    iat: now - 60,
    auth_time: now - 60,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
  }
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`
}

beforeAll(async () => {
  // Answers firebase-admin's account lookups as the emulator would: the account exists, never revoked.
  stub = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c))
    req.on('end', () => {
      const localId = (JSON.parse(body || '{}') as { localId?: string[] }).localId?.[0] ?? ''
      lookups.push(localId)
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          users: [{ localId, validSince: '0', disabled: false, email: `${localId}@example.com` }],
        }),
      )
    })
  })
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve))
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${(stub.address() as AddressInfo).port}`
  process.env.FIREBASE_PROJECT_ID = 'demo-busqy'
})

afterAll(async () => {
  for (const key of [
    'FIREBASE_AUTH_EMULATOR_HOST',
    'FIREBASE_PROJECT_ID',
    'NODE_ENV',
    'LOCAL_SERVICES',
  ]) {
    if (saved[key] === undefined) delete process.env[key]
    else process.env[key] = saved[key]
  }
  await new Promise((resolve) => stub.close(resolve))
})

const setMode = (env: Record<string, string | undefined>) => {
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
}

describe('emulator tokens', () => {
  it('are accepted locally (tests, npm run dev, the local production build)', async () => {
    setMode({ NODE_ENV: 'test', LOCAL_SERVICES: undefined })
    expect((await verifyIdToken(unsignedIdToken('local-user')))?.uid).toBe('local-user')
    setMode({ NODE_ENV: 'production', LOCAL_SERVICES: '1' })
    expect((await verifyIdToken(unsignedIdToken('local-build-user')))?.uid).toBe('local-build-user')
    expect(lookups).toEqual(['local-user', 'local-build-user'])
  })

  it('are refused in production, without asking the emulator', async () => {
    setMode({ NODE_ENV: 'production', LOCAL_SERVICES: undefined })
    lookups.length = 0
    expect(await verifyIdToken(unsignedIdToken('forged-user'))).toBeNull()
    // Even for an account this process already verified (and cached) locally.
    expect(await verifyIdToken(unsignedIdToken('local-user'))).toBeNull()
    expect(lookups).toEqual([])
  })
})
