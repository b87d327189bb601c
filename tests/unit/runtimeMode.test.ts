import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  isProductionMode,
  listenHostname,
  localListenProblem,
  NUMBER_SETTINGS,
  numberSetting,
  numberSettingProblems,
  productionBuildProblems,
  productionProblems,
  settingProblems,
  startFailureMessage,
} from '@/lib/runtimeMode.mjs'
import { dotEnvFile } from '../../scripts/lib/dotenv.mjs'

// Shaped like the key file the Firebase console downloads (the private key shortened).
const PRIVATE_KEY = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n'
const serviceAccount = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: 'service_account',
    project_id: 'busqy',
    client_email: 'firebase-adminsdk@busqy.iam.gserviceaccount.com',
    private_key: PRIVATE_KEY,
    ...fields,
  })

const complete = {
  NODE_ENV: 'production',
  DATABASE_URI: 'postgres://u:p@db:5432/busqy',
  PAYLOAD_SECRET: 'x'.repeat(48),
  NEXT_PUBLIC_SERVER_URL: 'https://busqy.com.br',
  FIREBASE_PROJECT_ID: 'busqy',
  FIREBASE_SERVICE_ACCOUNT_JSON: serviceAccount(),
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  SMTP_HOST: 'smtp.busqy.com.br',
  SMTP_FROM: 'painel@busqy.com.br',
  TRUSTED_PROXY_HOPS: '1',
}

/** Everything a production build needs. */
const buildEnv = {
  DATABASE_URI: complete.DATABASE_URI,
  NEXT_PUBLIC_SERVER_URL: complete.NEXT_PUBLIC_SERVER_URL,
  NEXT_PUBLIC_FIREBASE_API_KEY: 'k',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'busqy.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'busqy',
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'q1zPnH3Dk7wJ0cGf8rXyT2mVb6sLu9aE4hNiOo5pRtA=',
}

describe('production mode', () => {
  it('is NODE_ENV=production unless the local flag is given', () => {
    expect(isProductionMode({ NODE_ENV: 'production' })).toBe(true)
    expect(isProductionMode({ NODE_ENV: 'production', LOCAL_SERVICES: '1' })).toBe(false)
    expect(isProductionMode({ NODE_ENV: 'development' })).toBe(false)
    expect(isProductionMode({})).toBe(false)
  })

  it('a complete configuration has no problems', () => {
    expect(productionProblems(complete)).toEqual([])
    expect(
      productionProblems({
        ...complete,
        FIREBASE_SERVICE_ACCOUNT_JSON: undefined,
        FIREBASE_CLIENT_EMAIL: 'a@b',
        // As an env file holds it: one line, with \n escapes.
        FIREBASE_PRIVATE_KEY: PRIVATE_KEY.replace(/\n/g, '\\n'),
      }),
    ).toEqual([])
  })

  it('refuses a service account that cannot verify a sign-in, instead of answering 401 to everyone', () => {
    const problems = (json: string, env: Record<string, string | undefined> = {}) =>
      productionProblems({ ...complete, FIREBASE_SERVICE_ACCOUNT_JSON: json, ...env })
    expect(problems('{"project_id": "busqy", ')).toEqual([
      'FIREBASE_SERVICE_ACCOUNT_JSON (not valid JSON: the whole key file, on one line)',
    ])
    expect(problems('"busqy"')).toEqual([
      'FIREBASE_SERVICE_ACCOUNT_JSON (not valid JSON: the whole key file, on one line)',
    ])
    expect(problems(serviceAccount({ client_email: undefined, private_key: '' }))).toEqual([
      'FIREBASE_SERVICE_ACCOUNT_JSON (no client_email, private_key)',
    ])
    expect(problems(serviceAccount({ private_key: 'MIIE' }))).toEqual([
      'FIREBASE_SERVICE_ACCOUNT_JSON (private_key is not a PEM private key)',
    ])
    expect(problems(serviceAccount({ project_id: 'other-project' }))).toEqual([
      'FIREBASE_SERVICE_ACCOUNT_JSON (its project_id "other-project" is not the FIREBASE_PROJECT_ID "busqy")',
    ])
    // The project the browser signs in to, when FIREBASE_PROJECT_ID is not set.
    expect(
      problems(serviceAccount(), {
        FIREBASE_PROJECT_ID: undefined,
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'busqy-staging',
      }),
    ).toEqual([
      'FIREBASE_SERVICE_ACCOUNT_JSON (its project_id "busqy" is not the FIREBASE_PROJECT_ID "busqy-staging")',
    ])
    // firebase-admin reads the camelCase names too.
    expect(
      problems(
        JSON.stringify({
          projectId: 'busqy',
          clientEmail: 'a@busqy.iam.gserviceaccount.com',
          privateKey: PRIVATE_KEY,
        }),
      ),
    ).toEqual([])
    expect(
      productionProblems({
        ...complete,
        FIREBASE_SERVICE_ACCOUNT_JSON: undefined,
        FIREBASE_CLIENT_EMAIL: 'a@b',
        FIREBASE_PRIVATE_KEY: 'k',
      }),
    ).toEqual(['FIREBASE_PRIVATE_KEY (not a PEM private key)'])
  })

  it('lists every missing variable at once', () => {
    expect(productionProblems({ NODE_ENV: 'production' })).toEqual([
      'DATABASE_URI',
      'PAYLOAD_SECRET',
      'NEXT_PUBLIC_SERVER_URL',
      'TRUSTED_PROXY_HOPS',
      'FIREBASE_PROJECT_ID',
      'FIREBASE_SERVICE_ACCOUNT_JSON (or FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY)',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'SMTP_HOST',
      'SMTP_FROM',
    ])
  })

  it("needs SMTP for the admin panel's password emails, and a password with an SMTP user", () => {
    expect(productionProblems({ ...complete, SMTP_HOST: undefined })).toEqual(['SMTP_HOST'])
    expect(productionProblems({ ...complete, SMTP_USER: 'painel' })).toEqual(['SMTP_PASS'])
    expect(productionProblems({ ...complete, SMTP_USER: 'painel', SMTP_PASS: 'x' })).toEqual([])
  })

  it('refuses emulator and stand-in variables, a short secret and a plain-http public URL', () => {
    expect(
      productionProblems({
        ...complete,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        PAYLOAD_SECRET: 'short',
        NEXT_PUBLIC_SERVER_URL: 'http://x',
      }),
    ).toEqual([
      'PAYLOAD_SECRET (at least 32 characters)',
      'NEXT_PUBLIC_SERVER_URL (an https:// address other machines reach, not this machine, written as an origin: no path or trailing slash)',
      'FIREBASE_AUTH_EMULATOR_HOST must not be set in production',
    ])
  })

  // Review: Payload's CSRF allow-list and the admin's cookie compare the browser's Origin with this
  // value exactly, and Stripe return URLs append a path to it: a trailing slash or a path passed
  // every check, then every save in the admin was anonymous (403) and return URLs read "//...".
  it('refuses a public URL that is not a bare origin: a trailing slash, a path, a query', () => {
    const shape =
      'NEXT_PUBLIC_SERVER_URL (an https:// address other machines reach, not this machine, written as an origin: no path or trailing slash)'
    for (const NEXT_PUBLIC_SERVER_URL of [
      'https://busqy.com.br/',
      'https://busqy.com.br/app',
      'https://busqy.com.br?x=1',
      'https://user:pw@busqy.com.br',
    ]) {
      expect(productionProblems({ ...complete, NEXT_PUBLIC_SERVER_URL })).toEqual([shape])
      expect(productionBuildProblems({ ...complete, NEXT_PUBLIC_SERVER_URL })).toContain(shape)
    }
    for (const NEXT_PUBLIC_SERVER_URL of ['https://busqy.com.br', 'https://busqy.com.br:8443'])
      expect(productionProblems({ ...complete, NEXT_PUBLIC_SERVER_URL })).toEqual([])
  })

  it('refuses the example values of .env.example, copied as they are', () => {
    expect(
      productionProblems({
        ...complete,
        STRIPE_SECRET_KEY: 'sk_live_...',
        STRIPE_WEBHOOK_SECRET: 'whsec_...',
        SMTP_HOST: 'smtp.example.com',
        DATABASE_URI: 'postgres://user:password@db.example.com:5432/busqy',
        FIREBASE_PROJECT_ID: 'your-project',
        FIREBASE_SERVICE_ACCOUNT_JSON: serviceAccount({ project_id: 'your-project' }),
      }),
    ).toEqual([
      'DATABASE_URI (still the example value of .env.example)',
      'FIREBASE_PROJECT_ID (still the example value of .env.example)',
      'STRIPE_SECRET_KEY (still the example value of .env.example)',
      'STRIPE_WEBHOOK_SECRET (still the example value of .env.example)',
      'SMTP_HOST (still the example value of .env.example)',
    ])
  })

  it('refuses values of the wrong shape: a publishable key as the secret key, a URL without a host, a secret of spaces', () => {
    expect(
      productionProblems({
        ...complete,
        STRIPE_SECRET_KEY: 'pk_live_abc',
        STRIPE_WEBHOOK_SECRET: 'abc123',
        DATABASE_URI: 'nonsense',
        NEXT_PUBLIC_SERVER_URL: 'https://',
        PAYLOAD_SECRET: `${' '.repeat(31)}x`,
      }),
    ).toEqual([
      'DATABASE_URI (a postgres:// connection string)',
      'PAYLOAD_SECRET (at least 32 characters)',
      'NEXT_PUBLIC_SERVER_URL (an https:// address other machines reach, not this machine, written as an origin: no path or trailing slash)',
      'STRIPE_SECRET_KEY (a secret or restricted key: sk_live_… or rk_live_… (sk_test_…, rk_test_… for a test deployment))',
      "STRIPE_WEBHOOK_SECRET (the endpoint's signing secret: whsec_…)",
    ])
    // Test-mode keys (a staging deployment), restricted keys and a socket connection are fine.
    expect(
      productionProblems({
        ...complete,
        STRIPE_SECRET_KEY: 'rk_test_51abc',
        DATABASE_URI: 'postgresql:///busqy?host=/var/run/postgresql',
      }),
    ).toEqual([])
    expect(
      productionProblems({
        ...complete,
        DATABASE_URI: 'postgres://u:p@/busqy?host=/cloudsql/proj:southamerica-east1:db',
      }),
    ).toEqual([])
  })

  it('refuses a number setting that is not a whole number in its range (8x used to stop every request)', () => {
    expect(
      productionProblems({
        ...complete,
        REQUESTS_PER_TURN: '8x',
        SHUTDOWN_TIMEOUT_MS: '10s',
        TRUSTED_PROXY_HOPS: 'one',
        PORT: '70000',
        DATABASE_CONNECT_TIMEOUT_MS: '3000',
      }),
    ).toEqual([
      'PORT (a whole number from 1 to 65535, not "70000")',
      'TRUSTED_PROXY_HOPS (a whole number from 0 to 10, not "one")',
      'REQUESTS_PER_TURN (a whole number from 1 to 10000, not "8x")',
      'SHUTDOWN_TIMEOUT_MS (a whole number from 0 to 3600000, not "10s")',
    ])
    expect(numberSettingProblems({ RESPONSE_CACHE_TTL_MS: '0', PORT: ' 3000 ' })).toEqual([])
  })

  it('refuses a log level pino does not know and a jobs schedule croner cannot read (each crashed the start with a stack trace)', () => {
    expect(
      productionProblems({ ...complete, LOG_LEVEL: 'warning', JOBS_CRON: 'every minute' }),
    ).toEqual([
      'LOG_LEVEL (one of trace, debug, info, warn, error, fatal, silent; not "warning")',
      expect.stringMatching(
        /^JOBS_CRON \(a croner schedule, seconds first: "every minute" is not one: /,
      ),
    ])
    for (const LOG_LEVEL of [
      'trace',
      'debug',
      'info',
      'warn',
      'error',
      'fatal',
      'silent',
      ' warn ',
    ])
      expect(productionProblems({ ...complete, LOG_LEVEL })).toEqual([])
    for (const JOBS_CRON of ['0 * * * * *', '* * * * * *', '*/5 * * * *', '@hourly', ' '])
      expect(productionProblems({ ...complete, JOBS_CRON })).toEqual([])
    // Valid, and never due: scheduled publications would never happen.
    expect(productionProblems({ ...complete, JOBS_CRON: '0 0 0 30 2 *' })).toEqual([
      'JOBS_CRON (a croner schedule, seconds first: "0 0 0 30 2 *" is never due)',
    ])
    // The local services load the same logger and jobs: the same checks.
    expect(settingProblems({ LOG_LEVEL: 'INFO', REQUESTS_PER_TURN: '0' })).toEqual([
      'REQUESTS_PER_TURN (a whole number from 1 to 10000, not "0")',
      'LOG_LEVEL (one of trace, debug, info, warn, error, fatal, silent; not "INFO")',
    ])
  })

  it('reads a number setting the same way everywhere: unset or empty is the default, 0 is 0', () => {
    expect(numberSetting({}, 'SHUTDOWN_TIMEOUT_MS', 10_000)).toBe(10_000)
    // RESPONSE_CACHE_TTL_MS= (empty) used to turn the response cache off.
    expect(numberSetting({ RESPONSE_CACHE_TTL_MS: '' }, 'RESPONSE_CACHE_TTL_MS', 10_000)).toBe(
      10_000,
    )
    expect(numberSetting({ RESPONSE_CACHE_TTL_MS: '  ' }, 'RESPONSE_CACHE_TTL_MS', 10_000)).toBe(
      10_000,
    )
    // SHUTDOWN_TIMEOUT_MS=0 and FIREBASE_REVOCATION_CACHE_MS=0 used to mean 10 s.
    expect(numberSetting({ SHUTDOWN_TIMEOUT_MS: '0' }, 'SHUTDOWN_TIMEOUT_MS', 10_000)).toBe(0)
    expect(numberSetting({ PORT: ' 3001 ' }, 'PORT', 3000)).toBe(3001)
  })

  it('every number setting is read through numberSetting (so empty and 0 mean the same everywhere)', () => {
    const root = path.resolve(import.meta.dirname, '..', '..')
    const readers = [
      'server.mjs',
      'payload.config.ts',
      'src/server/firebaseAdmin.ts',
      'src/server/rateLimit.ts',
      'src/server/email.ts',
    ]
    for (const file of readers) {
      const text = fs.readFileSync(path.join(root, file), 'utf8')
      for (const name of Object.keys(NUMBER_SETTINGS))
        expect(text, `${file} reads ${name} by hand`).not.toMatch(
          new RegExp(`Number\\((process\\.)?env\\.${name}\\b`),
        )
    }
  })

  it("refuses a live Stripe key with a test one: Stripe refuses a checkout made with the other mode's key", () => {
    const stripe = (secret: string, publishable: string) =>
      productionProblems({
        ...complete,
        STRIPE_SECRET_KEY: secret,
        NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: publishable,
      })
    const mismatch = (secretMode: string, publishableMode: string) => [
      `STRIPE_SECRET_KEY (a ${secretMode} key, and NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY a ${publishableMode} one: both live, or both test)`,
    ]
    expect(stripe('sk_test_x', 'pk_live_x')).toEqual(mismatch('test', 'live'))
    expect(stripe('sk_live_x', 'pk_test_x')).toEqual(mismatch('live', 'test'))
    // A restricted key counts by its mode.
    expect(stripe('rk_live_x', 'pk_test_x')).toEqual(mismatch('live', 'test'))
    expect(stripe('rk_test_x', 'pk_live_x')).toEqual(mismatch('test', 'live'))
    expect(stripe('sk_live_x', 'pk_live_x')).toEqual([])
    expect(stripe('rk_test_x', 'pk_test_x')).toEqual([])
    // The publishable key is a build variable: a server without it is checked as before.
    expect(productionProblems({ ...complete, STRIPE_SECRET_KEY: 'sk_test_x' })).toEqual([])
    // And the build, when it has both.
    expect(
      productionBuildProblems({
        ...buildEnv,
        STRIPE_SECRET_KEY: 'sk_test_x',
      }),
    ).toEqual(mismatch('test', 'live'))
  })

  it("refuses a server Firebase project other than the browser's: every sign-in would fail its audience check", () => {
    expect(
      productionProblems({ ...complete, NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'busqy-staging' }),
    ).toEqual([
      'FIREBASE_PROJECT_ID ("busqy" is not NEXT_PUBLIC_FIREBASE_PROJECT_ID "busqy-staging", the project the browser signs in to: every sign-in would be refused)',
    ])
    expect(productionProblems({ ...complete, NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'busqy' })).toEqual(
      [],
    )
  })

  it('needs TRUSTED_PROXY_HOPS said out loud (0 behind a balancer makes every limit site-wide)', () => {
    expect(productionProblems({ ...complete, TRUSTED_PROXY_HOPS: undefined })).toEqual([
      'TRUSTED_PROXY_HOPS',
    ])
    expect(productionProblems({ ...complete, TRUSTED_PROXY_HOPS: '0' })).toEqual([])
  })

  it('the build needs the public browser configuration and a database to prerender from', () => {
    expect(productionBuildProblems({})).toEqual([
      'DATABASE_URI',
      'NEXT_PUBLIC_SERVER_URL',
      'NEXT_PUBLIC_FIREBASE_API_KEY',
      'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
      'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
      'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
      'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY',
    ])
  })

  // Review: Next names the admin panel's server actions with a key it generates per build unless
  // this is set, so during a rolling release an admin tab loaded from one build failed on the other
  // ("action not found"), and every open tab after it.
  it('the build needs the same server-actions key every time, an AES key in base64', () => {
    const key = (NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: string) =>
      productionBuildProblems({
        ...buildEnv,
        NEXT_SERVER_ACTIONS_ENCRYPTION_KEY,
      })
    expect(key('q1zPnH3Dk7wJ0cGf8rXyT2mVb6sLu9aE4hNiOo5pRtA=')).toEqual([])
    expect(key(Buffer.alloc(16, 7).toString('base64'))).toEqual([])
    for (const bad of ['secret', Buffer.alloc(20, 1).toString('base64'), 'not base64!!'])
      expect(key(bad)).toEqual([
        'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY (a base64 AES key, the same for every build: `openssl rand -base64 32`)',
      ])
  })
})

describe('the production build', () => {
  it('refuses TEST_ROUTES: the routes that throw on purpose stay out of production', () => {
    expect(
      productionBuildProblems({
        ...buildEnv,
        TEST_ROUTES: '1',
      }),
    ).toEqual(['TEST_ROUTES must not be set in production'])
  })
})

describe('the production server start', () => {
  const root = path.resolve(import.meta.dirname, '..', '..')
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['server.mjs'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        ENV_FILE: 'none',
        ...env,
      } as unknown as NodeJS.ProcessEnv,
      encoding: 'utf8',
      timeout: 30_000,
    })

  it('refuses to start without its secrets, listing every missing variable in one message', () => {
    const res = start({ NODE_ENV: 'production', DATABASE_URI: complete.DATABASE_URI })
    expect(res.status).toBe(1)
    expect(res.stderr).toContain('refused: the production configuration is incomplete')
    for (const name of [
      'PAYLOAD_SECRET',
      'NEXT_PUBLIC_SERVER_URL',
      'FIREBASE_PROJECT_ID',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'SMTP_HOST',
      'SMTP_FROM',
    ])
      expect(res.stderr).toContain(`  - ${name}`)
    expect(res.stderr).not.toContain('  - DATABASE_URI')
  })

  it("reads the file ENV_FILE names (the harnesses set none: a developer's .env never reaches a test)", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'env-file-')), 'busqy.env')
    fs.writeFileSync(file, `NODE_ENV=production\nDATABASE_URI=${complete.DATABASE_URI}\n`)
    const res = start({ ENV_FILE: file })
    expect(res.status).toBe(1)
    expect(res.stderr).toContain('  - PAYLOAD_SECRET')
    expect(res.stderr).not.toContain('  - DATABASE_URI')
    expect(dotEnvFile({ ENV_FILE: 'none' })).toBeNull()
    expect(dotEnvFile({})).toBe(path.join(root, '.env'))
  })

  it('refuses a malformed service account', () => {
    const res = start({ ...complete, FIREBASE_SERVICE_ACCOUNT_JSON: '{not json', PORT: '0' })
    expect(res.status).toBe(1)
    expect(res.stderr).toContain('  - FIREBASE_SERVICE_ACCOUNT_JSON (not valid JSON')
  })

  it('refuses the local services on an interface other machines reach (their emulator accepts unsigned tokens)', () => {
    // PORT 0 is refused too: should this check ever be skipped, the server still never listens.
    const res = start({
      NODE_ENV: 'production',
      LOCAL_SERVICES: '1',
      HOSTNAME: '0.0.0.0',
      PORT: '0',
    })
    expect(res.status).toBe(1)
    expect(res.stderr.trim().split('\n')).toEqual([
      expect.stringContaining('Server start refused: HOSTNAME=0.0.0.0'),
    ])
    expect(res.stderr).toContain('HOSTNAME=127.0.0.1')
  })

  it('refuses the local services with a public NEXT_PUBLIC_SERVER_URL, even on loopback', () => {
    const res = start({
      NODE_ENV: 'production',
      LOCAL_SERVICES: '1',
      NEXT_PUBLIC_SERVER_URL: 'https://busqy.com.br',
      PORT: '0',
    })
    expect(res.status).toBe(1)
    expect(res.stderr.trim().split('\n')).toEqual([
      expect.stringContaining('Server start refused: NEXT_PUBLIC_SERVER_URL=https://busqy.com.br'),
    ])
  })

  it('refuses a malformed number setting with the local services too, naming it', () => {
    const res = start({ LOCAL_SERVICES: '1', REQUESTS_PER_TURN: '8x', PORT: '0' })
    expect(res.status).toBe(1)
    expect(res.stderr).toContain('  - REQUESTS_PER_TURN (a whole number from 1 to 10000, not "8x")')
  })

  it('refuses a log level pino does not know with one line naming it, not a stack trace from the logger', () => {
    const res = start({ LOCAL_SERVICES: '1', LOG_LEVEL: 'warning', PORT: '0' })
    expect(res.status).toBe(1)
    expect(res.stderr).toContain(
      '  - LOG_LEVEL (one of trace, debug, info, warn, error, fatal, silent',
    )
    expect(res.stderr).not.toContain('must be included in custom levels')
  })

  it('refuses the Auth emulator even when everything else is set', () => {
    const res = start({ ...complete, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })
    expect(res.status).toBe(1)
    expect(res.stderr).toContain('FIREBASE_AUTH_EMULATOR_HOST must not be set in production')
  })
})

describe('where the server listens', () => {
  it('every interface in production, this machine only with the local services (unsigned emulator tokens), HOSTNAME first', () => {
    expect(listenHostname({ NODE_ENV: 'production' })).toBe('0.0.0.0')
    expect(listenHostname({ NODE_ENV: 'production', LOCAL_SERVICES: '1' })).toBe('127.0.0.1')
    expect(listenHostname({})).toBe('127.0.0.1')
    expect(listenHostname({ NODE_ENV: 'production', HOSTNAME: '10.0.0.5' })).toBe('10.0.0.5')
    expect(listenHostname({ LOCAL_SERVICES: '1', HOSTNAME: '0.0.0.0' })).toBe('0.0.0.0')
  })

  it('the local services stay on this machine: another interface is a refusal naming the fix', () => {
    const local = { NODE_ENV: 'production', LOCAL_SERVICES: '1' }
    // `npm start` on a fresh clone, and the harnesses (HOSTNAME=127.0.0.1).
    expect(localListenProblem(local)).toBeNull()
    for (const HOSTNAME of ['127.0.0.1', '::1', 'localhost', 'LOCALHOST', '127.0.0.2', ''])
      expect(localListenProblem({ ...local, HOSTNAME })).toBeNull()
    for (const HOSTNAME of ['0.0.0.0', '::', '10.0.0.5', 'busqy.com.br', 'my-laptop']) {
      const problem = localListenProblem({ ...local, HOSTNAME })
      expect(problem).toContain(`Server start refused: HOSTNAME=${HOSTNAME}`)
      expect(problem).toContain('unset HOSTNAME (or set HOSTNAME=127.0.0.1)')
      expect(problem).not.toContain('\n')
    }
    // Any local mode (the emulator is what makes it unsafe), not only LOCAL_SERVICES=1.
    expect(localListenProblem({ NODE_ENV: 'test', HOSTNAME: '0.0.0.0' })).toContain('refused')
    // Production listens where it is told.
    expect(localListenProblem({ NODE_ENV: 'production', HOSTNAME: '0.0.0.0' })).toBeNull()
  })

  it('the local services refuse a public address in NEXT_PUBLIC_SERVER_URL: a proxy on this machine would serve them to others', () => {
    // `npm start` with a production .env that lost NODE_ENV=production, behind a same-host nginx:
    // loopback only, yet the site (and the emulator's unsigned tokens) would be public.
    const local = { NODE_ENV: 'production', LOCAL_SERVICES: '1' }
    for (const NEXT_PUBLIC_SERVER_URL of [
      'http://localhost:3000',
      'http://127.0.0.1:4123',
      'http://[::1]:3000',
      'https://LOCALHOST',
      '',
    ])
      expect(localListenProblem({ ...local, NEXT_PUBLIC_SERVER_URL })).toBeNull()
    for (const NEXT_PUBLIC_SERVER_URL of [
      'https://busqy.com.br',
      'http://10.0.0.5:3000',
      'http://0.0.0.0:3000',
      'not a url',
    ]) {
      for (const env of [local, {}, { NODE_ENV: 'development' }]) {
        const problem = localListenProblem({ ...env, NEXT_PUBLIC_SERVER_URL })
        expect(problem).toContain(
          `Server start refused: NEXT_PUBLIC_SERVER_URL=${NEXT_PUBLIC_SERVER_URL} is not on this machine`,
        )
        expect(problem).toContain('NODE_ENV=production without LOCAL_SERVICES')
        expect(problem).not.toContain('\n')
      }
    }
    expect(
      localListenProblem({
        NODE_ENV: 'production',
        NEXT_PUBLIC_SERVER_URL: 'https://busqy.com.br',
      }),
    ).toBeNull()
  })
})

describe('the production review (prod-hardening)', () => {
  const browser = {
    ...buildEnv,
  }

  it('refuses a secret with whitespace around it: Stripe signs with the value as written, so every webhook would fail', () => {
    const whitespace = (name: string) =>
      `${name} (has leading/trailing whitespace: the value is used exactly as written; remove the spaces or newline around it)`
    expect(
      productionProblems({
        ...complete,
        // As Node's .env loader and a Kubernetes secret file leave it.
        STRIPE_WEBHOOK_SECRET: 'whsec_abc\n',
        STRIPE_SECRET_KEY: ' sk_live_x',
        PAYLOAD_SECRET: `${'x'.repeat(48)}\n`,
        META_CAPI_ACCESS_TOKEN: 'token ',
      }),
    ).toEqual([
      whitespace('PAYLOAD_SECRET'),
      whitespace('STRIPE_SECRET_KEY'),
      whitespace('STRIPE_WEBHOOK_SECRET'),
      whitespace('META_CAPI_ACCESS_TOKEN'),
    ])
    // Compared with every ID token's audience: each sign-in would be refused. (With the JSON form
    // its project_id differs from it, which is refused anyway.)
    const { FIREBASE_SERVICE_ACCOUNT_JSON: _json, ...twoVariables } = complete
    expect(
      productionProblems({
        ...twoVariables,
        FIREBASE_CLIENT_EMAIL: 'a@b',
        FIREBASE_PRIVATE_KEY: PRIVATE_KEY.replace(/\n/g, '\\n'),
        FIREBASE_PROJECT_ID: 'busqy\n',
      }),
    ).toEqual([whitespace('FIREBASE_PROJECT_ID')])
    // A PEM key ends with a newline, and JSON ignores whitespace: both read as they are.
    expect(
      productionProblems({
        ...complete,
        FIREBASE_SERVICE_ACCOUNT_JSON: ` ${serviceAccount()}\n`,
      }),
    ).toEqual([])
  })

  it('refuses PORT=0: the server would record its own address as port 0 and send its purges there', () => {
    expect(numberSettingProblems({ PORT: '0' })).toEqual([
      'PORT (a whole number from 1 to 65535, not "0")',
    ])
    expect(numberSettingProblems({ PORT: '1' })).toEqual([])
  })

  it('a missing build is one line naming the fix, not a stack trace', () => {
    const root = path.resolve(import.meta.dirname, '..', '..')
    const res = spawnSync(process.execPath, ['server.mjs'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        ENV_FILE: 'none',
        LOCAL_SERVICES: '1',
        // A build folder that does not exist (inside the project, as Next requires).
        NEXT_DIST_DIR: '.next-never-built',
        PORT: '1',
      } as unknown as NodeJS.ProcessEnv,
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(res.status).toBe(1)
    expect(res.stderr.trim().split('\n')).toEqual([
      "Server start failed: no production build in '.next-never-built'; run `npm run build` first.",
    ])
  })

  it('a port already in use, or one it may not take, is one line naming the port', () => {
    const failure = (code: string) =>
      startFailureMessage(Object.assign(new Error(`listen ${code}`), { code }), {
        hostname: '0.0.0.0',
        port: 3000,
      })
    expect(failure('EADDRINUSE')).toBe(
      'Server start failed: port 3000 on 0.0.0.0 is already in use (another server, or one still stopping); stop it or set PORT to a free port.',
    )
    expect(failure('EACCES')).toBe(
      'Server start failed: no permission to listen on port 3000 on 0.0.0.0 (ports below 1024 need privileges); set PORT to another port.',
    )
    expect(failure('EADDRNOTAVAIL')).toBe(
      'Server start failed: HOSTNAME=0.0.0.0 is not an address of this machine; unset it or set one this machine has.',
    )
    expect(
      startFailureMessage(new Error('first line\nsecond line'), { hostname: 'h', port: 1 }),
    ).toBe('Server start failed: first line')
  })

  it("refuses .env.example's placeholders and a loopback address in a production build (the browser bundle inlines them)", () => {
    expect(productionBuildProblems(browser)).toEqual([])
    expect(
      productionBuildProblems({
        ...browser,
        NEXT_PUBLIC_SERVER_URL: 'http://localhost:3000',
        NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'your-project.firebaseapp.com',
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'your-project',
        NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_...',
      }),
    ).toEqual([
      'NEXT_PUBLIC_SERVER_URL (an https:// address other machines reach, not this machine, written as an origin: no path or trailing slash)',
      'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN (still the example value of .env.example)',
      'NEXT_PUBLIC_FIREBASE_PROJECT_ID (still the example value of .env.example)',
      'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY (still the example value of .env.example)',
    ])
    for (const NEXT_PUBLIC_SERVER_URL of ['https://127.0.0.1', 'https://[::1]:3000'])
      expect(productionBuildProblems({ ...browser, NEXT_PUBLIC_SERVER_URL })).toEqual([
        'NEXT_PUBLIC_SERVER_URL (an https:// address other machines reach, not this machine, written as an origin: no path or trailing slash)',
      ])
  })

  it("refuses .env.example's Firebase project at start, with the two-variable service account too", () => {
    expect(
      productionProblems({
        ...complete,
        FIREBASE_PROJECT_ID: 'your-project',
        FIREBASE_SERVICE_ACCOUNT_JSON: undefined,
        FIREBASE_CLIENT_EMAIL: 'a@b',
        FIREBASE_PRIVATE_KEY: PRIVATE_KEY,
      }),
    ).toEqual(['FIREBASE_PROJECT_ID (still the example value of .env.example)'])
    expect(
      productionProblems({
        ...complete,
        FIREBASE_PROJECT_ID: undefined,
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'your-project',
        FIREBASE_SERVICE_ACCOUNT_JSON: serviceAccount({ project_id: 'your-project' }),
      }),
    ).toEqual(['NEXT_PUBLIC_FIREBASE_PROJECT_ID (still the example value of .env.example)'])
  })

  it('refuses DISABLE_LOGGING=true in production: a server with no logs at all (test runs only)', () => {
    expect(productionProblems({ ...complete, DISABLE_LOGGING: 'true' })).toEqual([
      'DISABLE_LOGGING must not be set in production',
    ])
  })
})
