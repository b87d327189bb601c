// Two modes, never mixed. Production (NODE_ENV=production without LOCAL_SERVICES=1) takes every
// service from the environment and refuses to start when one is missing; local mode (development,
// tests, and trying the production build on a fresh clone) fills what is unset with embedded
// Postgres, a generated secret and the Firebase Auth emulator.
//
// Plain JavaScript with JSDoc types: server.mjs and the start/build/migrate scripts run it without
// a TypeScript loader.

import { Cron } from 'croner'

/** @typedef {Record<string, string | undefined>} Env */

/** True when this process must use real, configured services only. */
export function isProductionMode(/** @type {Env} */ env) {
  return env.NODE_ENV === 'production' && env.LOCAL_SERVICES !== '1'
}

/**
 * The address the server listens on: HOSTNAME, else every interface in production, and only this
 * machine in local mode, whose Auth emulator accepts unsigned tokens (anyone who reached it could
 * sign in as anyone); a HOSTNAME off this machine in local mode is refused (localListenProblem).
 */
export function listenHostname(/** @type {Env} */ env) {
  return env.HOSTNAME || (isProductionMode(env) ? '0.0.0.0' : '127.0.0.1')
}

const LOOPBACK_NAMES = new Set(['localhost', '::1'])

/** True for an address only this machine reaches: localhost, ::1 and 127.0.0.0/8. */
export function isLoopbackHostname(/** @type {string} */ hostname) {
  const name = hostname.trim().toLowerCase()
  return LOOPBACK_NAMES.has(name) || /^127(\.\d{1,3}){3}$/.test(name)
}

/**
 * Why the server must not start where it would listen, or null. Local mode (LOCAL_SERVICES=1, or
 * any NODE_ENV but production) trusts the Auth emulator's unsigned tokens and the test stand-ins, so
 * it is for one machine only: a HOSTNAME other machines reach (the container sets 0.0.0.0) is refused,
 * and so is a NEXT_PUBLIC_SERVER_URL off this machine, which says a proxy on this host (nginx) serves
 * the loopback-only server to everyone (a production .env that lost NODE_ENV=production, `npm start`).
 * @param {Env} env
 * @returns {string | null}
 */
export function localListenProblem(env) {
  if (isProductionMode(env)) return null
  const mode =
    env.LOCAL_SERVICES === '1' ? 'LOCAL_SERVICES=1' : `NODE_ENV=${env.NODE_ENV || '(unset)'}`
  const why = `the local services (${mode}: the Auth emulator accepts unsigned tokens, so anyone reaching them could sign in as anyone)`
  const production =
    'or run the production configuration (NODE_ENV=production without LOCAL_SERVICES, see docs/production.md) to serve others.'
  const hostname = listenHostname(env)
  if (!isLoopbackHostname(hostname))
    return (
      `Server start refused: HOSTNAME=${hostname} would open ${why} to other machines; unset ` +
      `HOSTNAME (or set HOSTNAME=127.0.0.1) to run them on this machine only, ${production}`
    )
  const url = env.NEXT_PUBLIC_SERVER_URL?.trim()
  // URL keeps an IPv6 host in brackets: [::1].
  const host = url ? parsedUrl(url)?.hostname.replace(/^\[(.*)\]$/, '$1') : undefined
  if (url && !(host && isLoopbackHostname(host)))
    return (
      `Server start refused: NEXT_PUBLIC_SERVER_URL=${url} is not on this machine, so ${why} would ` +
      'be served to others through whatever forwards that address here; unset NEXT_PUBLIC_SERVER_URL ' +
      `(or set it to http://localhost:<port>) to run them on this machine only, ${production}`
    )
  return null
}

/**
 * What a local server (`npm run dev`, local-mode `npm start`) adds to its environment: its own
 * address, http://localhost:<the port it serves>, when NEXT_PUBLIC_SERVER_URL is not set. Payload's
 * serverURL, its CSRF origins (csrfOrigins) and the links the server prints come from it; with the
 * fallback, port 3000, a server on another port refused every save in the admin (403). A
 * configured address is never replaced (serverUrlPortWarning tells when its port is another).
 * @param {number} port
 * @param {Env} env
 * @returns {Record<string, string>}
 */
export function localServerUrlEnv(port, env) {
  return env.NEXT_PUBLIC_SERVER_URL?.trim()
    ? {}
    : { NEXT_PUBLIC_SERVER_URL: `http://localhost:${port}` }
}

/**
 * The one line to print when a configured NEXT_PUBLIC_SERVER_URL names another port than the one
 * this local server listens on, or null.
 * @param {number} port
 * @param {Env} env
 * @returns {string | null}
 */
export function serverUrlPortWarning(port, env) {
  const text = env.NEXT_PUBLIC_SERVER_URL?.trim()
  const url = text ? parsedUrl(text) : null
  if (!url) return null
  const named = Number(url.port || (url.protocol === 'https:' ? 443 : 80))
  if (named === port) return null
  return (
    `Warning: NEXT_PUBLIC_SERVER_URL=${text} names port ${named}, but this server listens on port ${port}: ` +
    `the admin's saves from that port are refused (Payload's CSRF origins) and the links it prints point to port ${named}. ` +
    `Unset NEXT_PUBLIC_SERVER_URL or set it to ${url.protocol}//${url.hostname}:${port}.`
  )
}

/**
 * Payload's CSRF origins (cookie-authenticated requests from any other Origin are anonymous): the
 * site's address, and with the local services the other loopback name on the same port too, as both
 * serve the local server (next.config.mjs allowedDevOrigins). Production: the address only.
 * @param {string} serverURL
 * @param {Env} env
 * @returns {string[]}
 */
export function csrfOrigins(serverURL, env) {
  const url = parsedUrl(serverURL)
  const other = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[url?.hostname ?? '']
  if (isProductionMode(env) || !url || !other) return [serverURL]
  url.hostname = other
  return [serverURL, url.origin]
}

const set = (/** @type {string | undefined} */ v) => typeof v === 'string' && v.trim() !== ''

const PEM_PRIVATE_KEY =
  /-----BEGIN ([A-Z]+ )?PRIVATE KEY-----[\s\S]+-----END ([A-Z]+ )?PRIVATE KEY-----/

/**
 * What is wrong with the Firebase service account firebase-admin would be given, checked at start
 * because firebase-admin reads it only at the first sign-in, where a broken one refused everybody.
 * @param {Env} env
 * @returns {string[]}
 */
function serviceAccountProblems(env) {
  const expectedProject = env.FIREBASE_PROJECT_ID || env.NEXT_PUBLIC_FIREBASE_PROJECT_ID
  if (!set(env.FIREBASE_SERVICE_ACCOUNT_JSON)) {
    // The two-variable form; firebaseAdmin.ts turns the \n escapes of a one-line value into newlines.
    const key = env.FIREBASE_PRIVATE_KEY?.replace(/\\n/g, '\n') ?? ''
    return PEM_PRIVATE_KEY.test(key) ? [] : ['FIREBASE_PRIVATE_KEY (not a PEM private key)']
  }
  const name = 'FIREBASE_SERVICE_ACCOUNT_JSON'
  /** @type {unknown} */
  let parsed
  try {
    parsed = JSON.parse(/** @type {string} */ (env.FIREBASE_SERVICE_ACCOUNT_JSON))
  } catch {
    parsed = null
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return [`${name} (not valid JSON: the whole key file, on one line)`]
  const json = /** @type {Record<string, unknown>} */ (parsed)
  // firebase-admin's cert() takes the key file's snake_case names, or camelCase ones.
  const field = (/** @type {string} */ snake, /** @type {string} */ camel) => {
    const value = json[snake] ?? json[camel]
    return typeof value === 'string' && value.trim() !== '' ? value : null
  }
  const fields = {
    project_id: field('project_id', 'projectId'),
    client_email: field('client_email', 'clientEmail'),
    private_key: field('private_key', 'privateKey'),
  }
  const missing = Object.entries(fields)
    .filter(([, value]) => value === null)
    .map(([key]) => key)
  if (missing.length) return [`${name} (no ${missing.join(', ')})`]
  if (!PEM_PRIVATE_KEY.test(/** @type {string} */ (fields.private_key)))
    return [`${name} (private_key is not a PEM private key)`]
  if (expectedProject && fields.project_id !== expectedProject)
    return [
      `${name} (its project_id "${fields.project_id}" is not the FIREBASE_PROJECT_ID "${expectedProject}")`,
    ]
  return []
}

/** Variables only tests and local runs set: each one makes a production server trust something it must not. */
export const LOCAL_ONLY_VARIABLES = [
  'FIREBASE_AUTH_EMULATOR_HOST',
  'NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST',
  'STRIPE_API_HOST',
  'STRIPE_API_PORT',
  'STRIPE_API_PROTOCOL',
]

/**
 * Whole-number settings and their ranges. Each reader takes Number() of the text, so a typo was
 * silent or worse: REQUESTS_PER_TURN=8x made NaN and the server then started no request at all,
 * SHUTDOWN_TIMEOUT_MS=10s dropped every in-flight request on SIGTERM.
 * @type {Record<string, [number, number]>}
 */
export const NUMBER_SETTINGS = {
  // Not 0 (any free port): server.mjs records its own address from PORT, and each instance asks
  // itself over it to expire its caches (src/server/cache), so purges went to port 0.
  PORT: [1, 65535],
  TRUSTED_PROXY_HOPS: [0, 10],
  REQUESTS_PER_TURN: [1, 10_000],
  MAX_WAITING_REQUESTS: [1, 1_000_000],
  SHUTDOWN_TIMEOUT_MS: [0, 3_600_000],
  RESPONSE_CACHE_TTL_MS: [0, 86_400_000],
  RESPONSE_CACHE_MAX_ENTRIES: [1, 1_000_000],
  DATABASE_POOL_MAX: [1, 1000],
  DATABASE_CONNECT_TIMEOUT_MS: [1, 600_000],
  FIREBASE_REVOCATION_CACHE_MS: [0, 3_600_000],
  SMTP_PORT: [1, 65535],
  MIGRATE_TIMEOUT_MS: [1000, 86_400_000],
}

/**
 * A number setting's value: the default when unset or empty (as an env file's `NAME=` leaves it), else
 * the number, 0 included. Every reader uses this, so `RESPONSE_CACHE_TTL_MS=` is not "off" in one
 * place while `SHUTDOWN_TIMEOUT_MS=0` is "10 s" in another (`Number(x || d)` and `Number(x ?? d)`
 * each got one of them wrong). The range is numberSettingProblems's to check.
 * @param {Env} env
 * @param {keyof typeof NUMBER_SETTINGS} name
 * @param {number} fallback
 * @returns {number}
 */
export function numberSetting(env, name, fallback) {
  const value = env[name]
  return set(value) ? Number(/** @type {string} */ (value).trim()) : fallback
}

/**
 * The number settings that are set but not a whole number in their range, in both modes.
 * @param {Env} env
 * @returns {string[]}
 */
export function numberSettingProblems(env) {
  /** @type {string[]} */
  const problems = []
  for (const [name, [min, max]] of Object.entries(NUMBER_SETTINGS)) {
    const value = env[name]
    if (!set(value)) continue
    const text = /** @type {string} */ (value).trim()
    const n = Number(text)
    if (!/^\d+$/.test(text) || n < min || n > max)
      problems.push(`${name} (a whole number from ${min} to ${max}, not "${value}")`)
  }
  return problems
}

/** pino's levels: another LOG_LEVEL makes the logger throw as it is created, before any request. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']

/**
 * Why JOBS_CRON cannot be the jobs queue's schedule, or null. Payload hands it to croner (the same
 * package, so the same parser) while it starts, where a bad one threw out of the start with a
 * stack trace; a schedule that is never due would quietly never publish a scheduled edit.
 * @param {string} pattern
 * @returns {string | null}
 */
function cronProblem(pattern) {
  try {
    const cron = new Cron(pattern, { paused: true })
    const due = cron.nextRun() !== null
    cron.stop()
    return due ? null : 'is never due'
  } catch (err) {
    return `is not one: ${err instanceof Error ? err.message : String(err)}`
  }
}

/**
 * Settings read in both modes that would stop the server, or be ignored, when malformed: the number
 * settings, LOG_LEVEL and JOBS_CRON.
 * @param {Env} env
 * @returns {string[]}
 */
export function settingProblems(env) {
  const problems = numberSettingProblems(env)
  const level = env.LOG_LEVEL?.trim()
  if (level && !LOG_LEVELS.includes(level))
    problems.push(`LOG_LEVEL (one of ${LOG_LEVELS.join(', ')}; not "${env.LOG_LEVEL}")`)
  const cron = env.JOBS_CRON?.trim()
  const cronWrong = cron ? cronProblem(cron) : null
  if (cronWrong)
    problems.push(`JOBS_CRON (a croner schedule, seconds first: "${cron}" ${cronWrong})`)
  return problems
}

// What .env.example shows in place of a real value: copied as it is, the server would start and
// fail later (Stripe refusing every checkout and webhook, mail to nowhere).
const EXAMPLE_VALUE = /\.\.\.|\bexample\.(com|org|net)\b|your-project/i

/**
 * Values each well formed that do not go together (at run time, and at build when both are given):
 * Stripe refuses a checkout whose publishable key is of the other mode (live/test) than the server's
 * key, and firebase-admin refuses every ID token of a project other than its own (wrong "aud"), so
 * every visitor would be signed out without a word.
 * @param {Env} env
 * @returns {string[]}
 */
function pairingProblems(env) {
  /** @type {string[]} */
  const problems = []
  // A restricted key (rk_) counts by its mode, as a secret key (sk_) does.
  const secret = /^(?:sk|rk)_(live|test)_/.exec(env.STRIPE_SECRET_KEY?.trim() ?? '')?.[1]
  const publishable = /^pk_(live|test)_/.exec(
    env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY?.trim() ?? '',
  )?.[1]
  if (secret && publishable && secret !== publishable)
    problems.push(
      `STRIPE_SECRET_KEY (a ${secret} key, and NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY a ${publishable} one: both live, or both test)`,
    )
  const server = env.FIREBASE_PROJECT_ID?.trim()
  const browser = env.NEXT_PUBLIC_FIREBASE_PROJECT_ID?.trim()
  if (server && browser && server !== browser)
    problems.push(
      `FIREBASE_PROJECT_ID ("${server}" is not NEXT_PUBLIC_FIREBASE_PROJECT_ID "${browser}", the project the browser signs in to: every sign-in would be refused)`,
    )
  return problems
}

/** @param {string} text */
function parsedUrl(text) {
  try {
    return new URL(text)
  } catch {
    return null
  }
}

/** @param {string} v */
function isPostgresUri(v) {
  // A socket connection may leave the host out (postgres://u:p@/db?host=/cloudsql/…), which
  // pg reads and URL does not: parsed with a stand-in host, as pg-connection-string does.
  const url = parsedUrl(v.replace(/@\//, '@localhost/'))
  return (
    !!url &&
    (url.protocol === 'postgres:' || url.protocol === 'postgresql:') &&
    (url.hostname !== '' || url.searchParams.has('host'))
  )
}

/**
 * The site's public address: https (session cookies are Secure) and not this machine, which the
 * browser bundle would otherwise send every visitor to (links, Stripe return URLs).
 * @param {string} v
 */
function isPublicHttpsUrl(v) {
  const url = parsedUrl(v)
  // URL keeps an IPv6 host in brackets: [::1].
  const host = url?.hostname.replace(/^\[(.*)\]$/, '$1') ?? ''
  // Written as an origin: Payload's CSRF allow-list and admin cookie compare the browser's Origin
  // with it exactly, and return URLs append their path to it.
  return (
    !!url &&
    url.protocol === 'https:' &&
    host !== '' &&
    !isLoopbackHostname(host) &&
    url.origin === v
  )
}

/**
 * The check of one required value, shared by the start and the build: `need(name)` adds to
 * `problems` the name when it is unset, a note when it is still .env.example's placeholder, and
 * `name (shape)` when `valid` refuses it (trimmed).
 * @param {Env} env
 * @param {string[]} problems
 */
function requirer(env, problems) {
  return (
    /** @type {string} */ name,
    /** @type {((value: string) => boolean)=} */ valid,
    /** @type {string=} */ shape,
  ) => {
    const value = env[name]
    if (!set(value)) problems.push(name)
    else if (EXAMPLE_VALUE.test(/** @type {string} */ (value)))
      problems.push(`${name} (still the example value of .env.example)`)
    else if (valid && !valid(/** @type {string} */ (value).trim()))
      problems.push(`${name} (${shape})`)
  }
}

const POSTGRES_SHAPE = 'a postgres:// connection string'
const ACTIONS_KEY_SHAPE = 'a base64 AES key, the same for every build: `openssl rand -base64 32`'

/** A 128-, 192- or 256-bit key in base64 (what Next imports for AES-GCM). */
function isAesKeyBase64(/** @type {string} */ value) {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value) || value.length % 4 !== 0) return false
  return [16, 24, 32].includes(atob(value).length)
}
const PUBLIC_URL_SHAPE =
  'an https:// address other machines reach, not this machine, written as an origin: no path or trailing slash'

// Used exactly as written: Stripe signs webhooks with the whole secret, Payload's HMACs take the
// whole PAYLOAD_SECRET, the rest are credentials sent as they are. A newline kept by a secret file
// or a quoted .env value passed every check here (which trims) and then failed every signature or
// login. So is the Firebase project: every ID token's audience is compared with it. A PEM key and the
// service-account JSON are parsed, so whitespace around them is harmless.
const EXACT_VALUES = [
  'PAYLOAD_SECRET',
  'FIREBASE_CLIENT_EMAIL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'SMTP_PASS',
  'META_CAPI_ACCESS_TOKEN',
  'FIREBASE_PROJECT_ID',
  'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
]

/**
 * What a production server needs at run time: the names missing (or alternatives, "A or B"),
 * malformed or still the example's, and local-only variables that are set. Empty when the server
 * may start.
 * @param {Env} env
 * @returns {string[]}
 */
export function productionProblems(env) {
  /** @type {string[]} */
  const problems = []
  const need = requirer(env, problems)
  need('DATABASE_URI', isPostgresUri, POSTGRES_SHAPE)
  need('PAYLOAD_SECRET', (v) => v.length >= 32, 'at least 32 characters')
  need('NEXT_PUBLIC_SERVER_URL', isPublicHttpsUrl, PUBLIC_URL_SHAPE)
  // Required in production: behind a balancer, the default 0 would count every visitor as the
  // balancer's address, so each per-visitor limit (sign-up, password reset) would be site-wide.
  need('TRUSTED_PROXY_HOPS')
  // The project firebase-admin verifies against: FIREBASE_PROJECT_ID, else the browser's.
  need(
    set(env.FIREBASE_PROJECT_ID) || !set(env.NEXT_PUBLIC_FIREBASE_PROJECT_ID)
      ? 'FIREBASE_PROJECT_ID'
      : 'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
  )
  if (
    !set(env.FIREBASE_SERVICE_ACCOUNT_JSON) &&
    !(set(env.FIREBASE_CLIENT_EMAIL) && set(env.FIREBASE_PRIVATE_KEY))
  ) {
    problems.push(
      'FIREBASE_SERVICE_ACCOUNT_JSON (or FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY)',
    )
  } else problems.push(...serviceAccountProblems(env))
  need(
    'STRIPE_SECRET_KEY',
    (v) => /^(sk|rk)_(live|test)_\w+$/.test(v),
    'a secret or restricted key: sk_live_… or rk_live_… (sk_test_…, rk_test_… for a test deployment)',
  )
  need(
    'STRIPE_WEBHOOK_SECRET',
    (v) => /^whsec_\S+$/.test(v),
    "the endpoint's signing secret: whsec_…",
  )
  problems.push(...pairingProblems(env))
  if (set(env.S3_BUCKET))
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) need(name)
  // The admin panel's password-reset emails: without SMTP they would only reach the log.
  need('SMTP_HOST')
  need('SMTP_FROM')
  if (set(env.SMTP_USER)) need('SMTP_PASS')
  problems.push(...settingProblems(env))
  for (const name of EXACT_VALUES) {
    const value = env[name]
    const reported = problems.some((p) => p === name || p.startsWith(`${name} `))
    if (set(value) && value !== value?.trim() && !reported)
      problems.push(
        `${name} (has leading/trailing whitespace: the value is used exactly as written; remove the spaces or newline around it)`,
      )
  }
  for (const name of LOCAL_ONLY_VARIABLES)
    if (set(env[name])) problems.push(`${name} must not be set in production`)
  // The logger's switch for test runs (src/server/logger.mjs): a server that logs nothing at all.
  if (env.DISABLE_LOGGING === 'true') problems.push('DISABLE_LOGGING must not be set in production')
  return problems
}

/** What a production build inlines into the browser bundle (NEXT_PUBLIC_*) and reads while prerendering. */
export function productionBuildProblems(/** @type {Env} */ env) {
  /** @type {string[]} */
  const problems = []
  // The same checks as at start: a placeholder or a loopback address inlined into the bundle would
  // only show in visitors' browsers, after the release.
  const need = requirer(env, problems)
  need('DATABASE_URI', isPostgresUri, POSTGRES_SHAPE)
  need('NEXT_PUBLIC_SERVER_URL', isPublicHttpsUrl, PUBLIC_URL_SHAPE)
  for (const name of [
    'NEXT_PUBLIC_FIREBASE_API_KEY',
    'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
    'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
    'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
  ])
    need(name)
  // Next names the server actions (the admin panel's every form and list) with this key, generated
  // per build when unset: during a rolling release an admin tab loaded from one build would fail on
  // the other ("action not found"), as would every tab still open afterwards.
  need('NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', isAesKeyBase64, ACTIONS_KEY_SHAPE)
  if (set(env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST))
    problems.push('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST must not be set in production')
  // It builds in the routes that throw on purpose (the error pages' tests, next.config.mjs).
  if (set(env.TEST_ROUTES)) problems.push('TEST_ROUTES must not be set in production')
  problems.push(...pairingProblems(env))
  return problems
}

/** The one message an operator reads when the configuration is incomplete. */
export function configurationMessage(/** @type {string} */ what, /** @type {string[]} */ problems) {
  return [
    `${what} refused: the production configuration is incomplete (NODE_ENV=production).`,
    ...problems.map((p) => `  - ${p}`),
    'Set these variables (see .env.example and docs/production.md).',
    'To try the production build locally with embedded services instead, run `npm start` without NODE_ENV=production.',
  ].join('\n')
}

/**
 * The one line an operator reads when the server cannot start although its configuration passed:
 * the port taken or not allowed, HOSTNAME not this machine's, or no build for Next to serve. Each
 * used to end in a stack trace.
 * @param {unknown} err
 * @param {{ hostname: string, port: number }} where
 * @returns {string}
 */
export function startFailureMessage(err, { hostname, port }) {
  const code = err && typeof err === 'object' && 'code' in err ? err.code : undefined
  const message = err instanceof Error ? err.message : String(err)
  const noBuild = /Could not find a production build in the '([^']*)' directory/.exec(message)
  const why =
    code === 'EADDRINUSE'
      ? `port ${port} on ${hostname} is already in use (another server, or one still stopping); stop it or set PORT to a free port.`
      : code === 'EACCES'
        ? `no permission to listen on port ${port} on ${hostname} (ports below 1024 need privileges); set PORT to another port.`
        : code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND'
          ? `HOSTNAME=${hostname} is not an address of this machine; unset it or set one this machine has.`
          : noBuild
            ? `no production build in '${noBuild[1]}'; run \`npm run build\` first.`
            : message.split('\n')[0]
  return `Server start failed: ${why}`
}
