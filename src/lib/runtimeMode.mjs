// Two modes, never mixed. Production (NODE_ENV=production without LOCAL_SERVICES=1) takes every
// service from the environment and refuses to start when one is missing; local mode (development,
// tests, and trying the production build on a fresh clone) fills what is unset with embedded
// Postgres, a generated secret and the Firebase Auth emulator.
//
// Plain JavaScript with JSDoc types: server.mjs and the start/build/migrate scripts run it without
// a TypeScript loader.

/** @typedef {Record<string, string | undefined>} Env */

/** True when this process must use real, configured services only. */
export function isProductionMode(/** @type {Env} */ env) {
  return env.NODE_ENV === 'production' && env.LOCAL_SERVICES !== '1'
}

/**
 * The address the server listens on: HOSTNAME, else every interface in production, and only this
 * machine in local mode, whose Auth emulator accepts unsigned tokens (anyone who reached it could
 * sign in as anyone).
 */
export function listenHostname(/** @type {Env} */ env) {
  return env.HOSTNAME || (isProductionMode(env) ? '0.0.0.0' : '127.0.0.1')
}

const set = (/** @type {string | undefined} */ v) => typeof v === 'string' && v.trim() !== ''

/** Variables only tests and local runs set: each one makes a production server trust something it must not. */
export const LOCAL_ONLY_VARIABLES = [
  'FIREBASE_AUTH_EMULATOR_HOST',
  'NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST',
  'STRIPE_API_HOST',
  'STRIPE_API_PORT',
  'STRIPE_API_PROTOCOL',
]

/**
 * What a production server needs at run time: the names missing (or alternatives, "A or B"), and
 * local-only variables that are set. Empty when the server may start.
 * @param {Env} env
 * @returns {string[]}
 */
export function productionProblems(env) {
  /** @type {string[]} */
  const problems = []
  const need = (/** @type {string} */ name) => {
    if (!set(env[name])) problems.push(name)
  }
  need('DATABASE_URI')
  if (!set(env.PAYLOAD_SECRET)) problems.push('PAYLOAD_SECRET')
  else if (/** @type {string} */ (env.PAYLOAD_SECRET).length < 32)
    problems.push('PAYLOAD_SECRET (at least 32 characters)')
  if (!set(env.NEXT_PUBLIC_SERVER_URL)) problems.push('NEXT_PUBLIC_SERVER_URL')
  else if (!/^https:\/\//.test(/** @type {string} */ (env.NEXT_PUBLIC_SERVER_URL)))
    problems.push('NEXT_PUBLIC_SERVER_URL (an https:// address)')
  if (!set(env.FIREBASE_PROJECT_ID) && !set(env.NEXT_PUBLIC_FIREBASE_PROJECT_ID))
    problems.push('FIREBASE_PROJECT_ID')
  if (
    !set(env.FIREBASE_SERVICE_ACCOUNT_JSON) &&
    !(set(env.FIREBASE_CLIENT_EMAIL) && set(env.FIREBASE_PRIVATE_KEY))
  ) {
    problems.push(
      'FIREBASE_SERVICE_ACCOUNT_JSON (or FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY)',
    )
  }
  need('STRIPE_SECRET_KEY')
  need('STRIPE_WEBHOOK_SECRET')
  if (set(env.S3_BUCKET))
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) need(name)
  // The admin panel's password-reset emails: without SMTP they would only reach the log.
  need('SMTP_HOST')
  need('SMTP_FROM')
  if (set(env.SMTP_USER)) need('SMTP_PASS')
  for (const name of LOCAL_ONLY_VARIABLES)
    if (set(env[name])) problems.push(`${name} must not be set in production`)
  return problems
}

/** What a production build inlines into the browser bundle (NEXT_PUBLIC_*) and reads while prerendering. */
export function productionBuildProblems(/** @type {Env} */ env) {
  /** @type {string[]} */
  const problems = []
  for (const name of [
    'DATABASE_URI',
    'NEXT_PUBLIC_SERVER_URL',
    'NEXT_PUBLIC_FIREBASE_API_KEY',
    'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
    'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
    'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
  ]) {
    if (!set(env[name])) problems.push(name)
  }
  if (set(env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST))
    problems.push('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST must not be set in production')
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
